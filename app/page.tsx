import { site, homeCapabilities } from '@/lib/site';
import { strings } from '@/lib/i18n';
import { findDoc, navSidebars } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';

const areaText: Record<string, string> = {
  tutorial: strings.homeTutorialCard,
  api: strings.homeApiCard,
};

export default function HomePage() {
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="hero">
        <h1 className="hero__title">{site.productName}</h1>
        <p className="hero__tagline">{site.tagline}</p>
        <ul className="hero__areas">
          {navSidebars.map((sidebar) => (
            <li key={sidebar.id}>
              <AppLink href={sidebar.route} className="area-card" prefetch="viewport">
                <span className="area-card__title">{sidebar.label} →</span>
                <span className="area-card__text">{areaText[sidebar.id]}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="capabilities" aria-labelledby="capabilities-heading">
        <h2 id="capabilities-heading">{strings.homeCapabilities}</h2>
        <ul className="capabilities__grid">
          {homeCapabilities.map((cap) => {
            const doc = findDoc(cap.docId);
            if (!doc) throw new Error(`homeCapabilities names an unknown doc: ${cap.docId}`);
            return (
              <li key={cap.docId}>
                <AppLink href={doc.route} className="capability">
                  <h3 className="capability__title">{cap.heading}</h3>
                  <p className="capability__text">{cap.text}</p>
                  <span className="capability__more">{doc.title} →</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
