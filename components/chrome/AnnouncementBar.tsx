import { site } from '@/lib/site';
import { strings } from '@/lib/i18n';
import { AppLink } from '@/components/AppLink';
import { AnnouncementClose } from './AnnouncementClose.client';

export function AnnouncementBar() {
  const { text, linkText, href } = site.announcement;
  return (
    <div className="announcement" role="region" aria-label="公告">
      <p className="announcement__text">
        {text} <AppLink href={href}>{linkText}</AppLink>
      </p>
      <AnnouncementClose label={strings.closeAnnouncement} />
    </div>
  );
}
