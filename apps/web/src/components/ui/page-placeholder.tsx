/** A page's heading until its screen is built. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-4xl font-bold text-stone-900">{title}</h1>
    </section>
  );
}
