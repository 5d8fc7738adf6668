import { useT } from '@portal/shared';
import { guideSectionIds } from './guide-sections';
import styles from './guide.module.css';

/** The user guide with a table of contents that scrolls to each section (spec section 2). */
export function GuidePage() {
  const t = useT();

  const scrollTo = (id: string) => {
    const section = document.getElementById(`guide-${id}`);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  };

  return (
    <article className={styles.guide}>
      <h1>{t('shell.guide.title')}</h1>
      <nav aria-label={t('shell.guide.toc')} className={styles.toc}>
        <h2>{t('shell.guide.toc')}</h2>
        <ol>
          {guideSectionIds.map((id) => (
            <li key={id}>
              <a
                href={`#guide-${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollTo(id);
                }}
              >
                {t(`shell.guide.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {guideSectionIds.map((id) => (
        <section key={id} id={`guide-${id}`} tabIndex={-1} className={styles.section} aria-labelledby={`guide-${id}-title`}>
          <h2 id={`guide-${id}-title`}>{t(`shell.guide.${id}.title`)}</h2>
          {t(`shell.guide.${id}.body`)
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
        </section>
      ))}
    </article>
  );
}
