// The plan modal of a course: pack tabs (FREE, ACE, PRO; only ACE and PRO when enrolled), the pack's plans with
// sale and retail price, discount, validity and price per day, the feature comparison, the promo code and the pay
// button. A visitor who is not signed in sees the plans and a Log In link instead of the pay button.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Plan } from '../../../domain/catalogue/catalogue';
import { formatRupees, payLabel, pricePerDay } from '../../../domain/catalogue/catalogue-rules';
import { PATHS } from '../../../domain/shared/paths';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Modal } from '../../components/modal';
import { TabPanel, Tabs } from '../../components/tabs';
import { TextField } from '../../components/text-field';
import { CATALOGUE_LABELS as L } from './catalogue-labels';
import { FeatureTable } from './feature-table';
import type { PlanModalStore } from './plan-modal.store';

export interface PlanModalProps {
  store: PlanModalStore;
  open: boolean;
  signedIn: boolean;
  /** the pack the student holds, when enrolled */
  enrolledPack: string | null;
  onClose: () => void;
  onPay: () => void;
}

export const PlanModal = observer(function PlanModal({ store, open, signedIn, enrolledPack, onClose, onPay }: PlanModalProps) {
  const prefix = useId();
  const { course, plan } = store;
  const busy = store.step.kind === 'busy' || store.step.kind === 'redirecting';
  const footer = signedIn ? (
    <>
      <Button variant="ghost" onClick={onClose} disabled={store.step.kind === 'redirecting'}>{L.close}</Button>
      <Button onClick={onPay} disabled={!plan || busy} loading={busy}>
        {plan ? payLabel(plan, store.tab, store.appliedPromo !== null) : L.noPlans}
      </Button>
    </>
  ) : (
    <>
      <Button variant="ghost" onClick={onClose}>{L.close}</Button>
      <ButtonLink href={PATHS.login}>{L.signInToEnrol}</ButtonLink>
    </>
  );

  return (
    <Modal open={open} onClose={onClose} title={course.courseTitle} size="lg" footer={footer} dismissable={store.step.kind !== 'redirecting'}>
      <p css={(t) => ({ margin: '0 0 12px', color: t.colors.textMuted })}>{course.organisationName}</p>
      {enrolledPack && <p css={{ margin: '0 0 12px', fontWeight: 600 }}>{L.enrolledIn(enrolledPack)}</p>}
      {!signedIn && <p css={{ margin: '0 0 12px' }}>{L.signInHint}</p>}
      {store.step.kind === 'redirecting' && <p role="status" css={{ margin: '0 0 12px', fontWeight: 600 }}>{L.redirecting}</p>}
      <Tabs
        items={store.tabs.map((p) => ({ id: p, label: p }))}
        value={store.tab}
        onChange={(id) => store.setTab(id as typeof store.tab)}
        label={L.planTabs}
        idPrefix={prefix}
        fullWidth
      />
      <TabPanel idPrefix={prefix} id={store.tab}>
        {store.plans.length === 0 ? (
          <p css={{ margin: '16px 0' }}>{L.noPlans}</p>
        ) : (
          <fieldset css={{ border: 0, margin: '16px 0 0', padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            <legend css={{ padding: 0, marginBottom: 8, fontWeight: 700 }}>{L.plans}</legend>
            {store.plans.map((p) => (
              <PlanCard key={p.packId} plan={p} name={`${prefix}-plan`} checked={p.packId === store.planId} onSelect={() => store.selectPlan(p.packId)} />
            ))}
          </fieldset>
        )}
      </TabPanel>
      {signedIn && <PromoField store={store} />}
      <FeatureTable sections={course.features} packs={store.tabs} />
    </Modal>
  );
});

function PlanCard({ plan, name, checked, onSelect }: { plan: Plan; name: string; checked: boolean; onSelect: () => void }) {
  const titleId = useId();
  const detailsId = useId();
  return (
    <label
      css={(t) => ({
        display: 'flex', flexDirection: 'column', gap: 4, padding: 14, cursor: 'pointer',
        borderRadius: t.radii.md,
        border: `2px solid ${checked ? t.colors.primary : t.colors.border}`,
        background: t.colors.surface,
        boxShadow: checked ? `inset 0 0 0 1px ${t.colors.primary}` : 'none',
        '&:focus-within': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
      })}
    >
      <span css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <input type="radio" name={name} checked={checked} onChange={onSelect} aria-labelledby={titleId} aria-describedby={detailsId} css={{ margin: 0 }} />
        <strong id={titleId}>{plan.title}</strong>
      </span>
      <span id={detailsId} css={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 14 }}>
        <span css={{ fontSize: 20, fontWeight: 800 }}>
          <span>{`₹ ${formatRupees(plan.salePrice)}`}</span>
          {plan.retailPrice > plan.salePrice && (
            <s css={(t) => ({ marginLeft: 8, fontSize: 14, fontWeight: 500, color: t.colors.textMuted })} aria-label={`${L.retailPrice} ₹ ${formatRupees(plan.retailPrice)}`}>
              {`₹ ${formatRupees(plan.retailPrice)}`}
            </s>
          )}
        </span>
        {plan.discount > 0 && <span css={(t) => ({ color: t.colors.success, fontWeight: 700 })}>{L.off(plan.discount)}</span>}
        <span>{`${L.validity(plan.validityDuration)} · ${L.perDay(formatRupees(pricePerDay(plan)))}`}</span>
        <span css={(t) => ({ color: t.colors.textMuted })}>{L.validTill(plan.validityDate)}</span>
        {plan.description && <span css={(t) => ({ color: t.colors.textMuted })}>{plan.description}</span>}
      </span>
    </label>
  );
}

const PromoField = observer(function PromoField({ store }: { store: PlanModalStore }) {
  const message = store.promoMessage;
  if (store.appliedPromo) {
    return (
      <div css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginTop: 16 }}>
        <p role="status" css={(t) => ({ margin: 0, color: t.colors.success, fontWeight: 600 })}>
          {`${message?.text ?? ''} ${L.promoApplied(store.appliedPromo)}`.trim()}
        </p>
        <Button variant="ghost" size="sm" onClick={() => store.clearPromo()}>{L.clear}</Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => { e.preventDefault(); void store.applyPromo(); }}
      css={{ display: 'flex', alignItems: 'flex-end', gap: 12, marginTop: 16 }}
    >
      <TextField
        label={L.promoCode}
        value={store.promoInput}
        onChange={(e) => store.setPromoInput(e.target.value)}
        maxLength={40}
        autoComplete="off"
        error={message && !message.ok ? message.text : null}
        css={{ flex: 1 }}
      />
      <Button type="submit" variant="ghost" disabled={!store.canApply} loading={store.promoBusy}>{L.apply}</Button>
    </form>
  );
});
