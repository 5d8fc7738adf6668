import { useT, type ComplianceBadge as Badge } from '@portal/shared';
import styles from './overview.module.css';

const badgeClass: Record<Badge, string | undefined> = {
  Compliant: styles.compliant,
  AtRisk: styles.atRisk,
  NonCompliant: styles.nonCompliant,
};

/** A location's badge as colour and text (never colour alone); "–" without a score. */
export function ComplianceBadge({ badge }: { badge: Badge | null }) {
  const t = useT();
  if (badge === null) return <span className={styles.noScore}>{t('portfolio.badge.none')}</span>;
  return <span className={[styles.badge, badgeClass[badge]].join(' ')}>{t(`portfolio.badge.${badge}`)}</span>;
}
