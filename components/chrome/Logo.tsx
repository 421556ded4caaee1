/** The 易联 mark: two speech bubbles linked. Decorative; the product name is next to it. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect x="2" y="4" width="20" height="15" rx="5" fill="var(--color-primary)" />
      <path d="M7 19l-1 6 6-6z" fill="var(--color-primary)" />
      <rect x="11" y="11" width="19" height="14" rx="5" fill="var(--color-accent)" />
      <path d="M25 25l1 5-6-5z" fill="var(--color-accent)" />
    </svg>
  );
}
