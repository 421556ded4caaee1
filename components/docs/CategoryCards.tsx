import type { NavDoc } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';

export function CategoryCards({ docs }: { docs: NavDoc[] }) {
  return (
    <ul className="cards">
      {docs.map((doc) => (
        <li key={doc.route}>
          <AppLink href={doc.route} className="card" prefetch="viewport">
            <h2 className="card__title">
              <span aria-hidden="true">📄️ </span>
              {doc.title}
            </h2>
            <p className="card__description">{doc.description}</p>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
