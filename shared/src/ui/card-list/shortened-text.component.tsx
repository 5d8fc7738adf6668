import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './card-list.module.css';

/** A card shows this many characters of a note or a description; a tap shows the rest. */
export const SHORTENED_TEXT_LENGTH = 90;

/** The first `length` characters, cut at a word where one is near, with an ellipsis; the text when it fits. */
export function shortened(text: string, length = SHORTENED_TEXT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A note or description on a card: shortened, with a button that shows it whole (and shortens it again). */
export function ShortenedText({ text }: { text: string }) {
  const t = useT();
  const id = useId();
  const [whole, setWhole] = useState(false);
  const short = shortened(text);
  if (short === text) return <p className={styles.text}>{text}</p>;
  return (
    <div className={styles.shortened}>
      <p id={id} className={styles.text}>
        {whole ? text : short}
      </p>
      <button type="button" className={styles.more} aria-expanded={whole} aria-controls={id} onClick={() => setWhole(!whole)}>
        {t(whole ? 'common.card.showLess' : 'common.card.showAll')}
      </button>
    </div>
  );
}
