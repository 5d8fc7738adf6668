import type { ReactNode } from 'react';
import { Button, Card, CardFacts, CardList, ShortenedText, StatusChip, useT, type ChipTone, type CustomerUser } from '@portal/shared';
import styles from './users.module.css';

export interface UserCardsProps {
  users: readonly CustomerUser[];
  /** Employees with two-factor sign-in set up. */
  enrolled: ReadonlySet<number>;
  /** The signed-in Admin: not edited or deleted here (the profile page is theirs). */
  ownId: number | null;
  onEdit: (user: CustomerUser) => void;
  onDelete: (user: CustomerUser) => void;
  onResetTwoFactor: (user: CustomerUser) => void;
}

function stateOf(user: CustomerUser): { key: string; tone: ChipTone } {
  if (!user.active) return { key: 'admin.users.deactivated', tone: 'neutral' };
  if (user.invited) return { key: 'admin.users.pending', tone: 'warning' };
  return { key: 'admin.users.activeState', tone: 'success' };
}

/**
 * The users on a phone, a card each: the name (a tap opens the user form, as the table's Edit does), role, state
 * and two-factor as chips, the e-mail address and the locations (shortened), and delete and reset below.
 */
export function UserCards({ users, enrolled, ownId, onEdit, onDelete, onResetTwoFactor }: UserCardsProps) {
  const t = useT();
  return (
    <CardList label={t('admin.users.title')} testId="user-cards">
      {users.map((user) => {
        const own = user.employeeId === ownId;
        const state = stateOf(user);
        const twoFactor = enrolled.has(user.employeeId);
        return (
          <Card
            key={user.employeeId}
            testId="user-card"
            title={user.name}
            {...(own
              ? {}
              : {
                  action: (className: string, title: ReactNode) => (
                    <button type="button" className={className} onClick={() => onEdit(user)} aria-label={t('admin.users.editTitle', { name: user.name })}>
                      {title}
                    </button>
                  ),
                })}
            chips={
              <>
                <StatusChip tone={user.role === 'Admin' ? 'info' : 'neutral'}>{t(user.role === 'Admin' ? 'admin.role.Admin' : 'admin.role.User')}</StatusChip>
                <StatusChip tone={state.tone}>{t(state.key)}</StatusChip>
                <StatusChip tone={twoFactor ? 'success' : 'neutral'}>{`${t('admin.users.twoFactor')}: ${t(twoFactor ? 'admin.users.twoFactorOn' : 'admin.users.twoFactorOff')}`}</StatusChip>
              </>
            }
            controls={
              own ? null : (
                <span className={styles.actions}>
                  <Button variant="danger" onClick={() => onDelete(user)} aria-label={t('admin.users.deleteTitle', { name: user.name })}>
                    {t('admin.users.delete')}
                  </Button>
                  {twoFactor && (
                    <Button variant="secondary" onClick={() => onResetTwoFactor(user)} aria-label={t('admin.users.resetTwoFactorTitle', { name: user.name })}>
                      {t('admin.users.resetTwoFactor')}
                    </Button>
                  )}
                </span>
              )
            }
          >
            <CardFacts facts={[{ label: t('admin.users.email'), value: user.email }]} />
            <ShortenedText text={`${t('admin.users.locations')}: ${user.locationCodes === null ? t('admin.users.allLocations') : user.locationCodes.join(', ')}`} />
          </Card>
        );
      })}
    </CardList>
  );
}
