import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { strings } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { announcementScript, baseUrlBannerScript } from '@/lib/inline-scripts';
import { ThemeRoot } from '@/components/chrome/ThemeRoot.client';
import { SkipLink } from '@/components/chrome/SkipLink';
import { AnnouncementBar } from '@/components/chrome/AnnouncementBar';
import { Navbar } from '@/components/chrome/Navbar';
import { Footer } from '@/components/chrome/Footer';
import { ClientNavigation } from '@/components/chrome/ClientNavigation.client';
import { DeferredChrome } from '@/components/chrome/DeferredChrome.client';
import './styles/tokens.css';
import './styles/base.css';
import './styles/chrome.css';
import './styles/docs.css';
import './styles/content.css';
import './styles/code-tokens.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  ...pageMetadata({ description: site.description, route: '/' }),
  title: { default: site.title, template: `%s | ${site.title}` },
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/apple-touch-icon.png',
  },
  manifest: '/manifest.webmanifest',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#18191b' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: announcementScript }} />
        <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript }} />
      </head>
      <body>
        <ThemeRoot>
          <SkipLink />
          <AnnouncementBar />
          <Navbar />
          <div className="page-body">{children}</div>
          <Footer />
          <ClientNavigation />
          <DeferredChrome backToTopLabel={strings.backToTop} />
        </ThemeRoot>
      </body>
    </html>
  );
}
