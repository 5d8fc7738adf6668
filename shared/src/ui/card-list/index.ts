export { CardList, Card, CardFacts, type CardListProps, type CardProps } from './card-list.component';
export { ShortenedText, shortened, SHORTENED_TEXT_LENGTH } from './shortened-text.component';
export { isPhoneLayout, phoneQuery, usePhoneLayout } from './phone-layout';
