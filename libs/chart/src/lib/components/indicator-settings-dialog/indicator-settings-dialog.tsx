'use client';
import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { ModalDialog } from '@exchange/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { IndicatorConfig } from '../../indicators/settings';
import { chartMessages, validationMessage } from '../../messages';
import {
  validateBollSettings,
  validateKdjSettings,
  validateMacdSettings,
  validateMaSettings,
  parseIntegerField,
  MA_PERIOD_RANGE,
  type FieldError,
} from '../../rules/indicator-settings';
import { PRICE_SOURCES } from '../../types';

export interface IndicatorSettingsDialogProps {
  /** The indicator being edited (null: closed). */
  config: IndicatorConfig | null;
  onApply: (config: IndicatorConfig) => void;
  onClose: () => void;
}

type Values = Record<string, string>;

/** Form fields per indicator (labels are the usual indicator parameter names). */
function fieldsOf(config: IndicatorConfig): { key: string; label: string }[] {
  switch (config.type) {
    case 'MACD':
      return [
        { key: 'fast', label: 'Fast length' },
        { key: 'slow', label: 'Slow length' },
        { key: 'signal', label: 'Signal length' },
        { key: 'source', label: 'Source' },
      ];
    case 'KDJ':
      return [
        { key: 'period', label: 'Period' },
        { key: 'k', label: 'K smoothing' },
        { key: 'd', label: 'D smoothing' },
      ];
    case 'BOLL':
      return [
        { key: 'period', label: 'Period' },
        { key: 'multiplier', label: 'Multiplier' },
        { key: 'source', label: 'Source' },
      ];
    case 'VOL':
      return config.settings.maPeriods.map((_, i) => ({ key: `p${i}`, label: `MA ${i + 1}` }));
    case 'MA':
    case 'EMA':
      return [
        ...config.settings.periods.map((_, i) => ({ key: `p${i}`, label: `${config.type} ${i + 1}` })),
        { key: 'source', label: 'Source' },
      ];
  }
}

function valuesOf(config: IndicatorConfig): Values {
  const s = config.settings as unknown as Record<string, unknown>;
  const v: Values = {};
  for (const [k, x] of Object.entries(s)) if (!Array.isArray(x)) v[k] = String(x);
  const list =
    config.type === 'VOL' ? config.settings.maPeriods : config.type === 'MA' || config.type === 'EMA' ? config.settings.periods : [];
  list.forEach((p, i) => (v[`p${i}`] = String(p)));
  return v;
}

/** Validates per spec 02 §5 (KDJ, MACD) and decision 0402 (MA, EMA, BOLL, VOL). */
export function validateForm(
  config: IndicatorConfig,
  v: Values,
): { ok: true; config: IndicatorConfig } | { ok: false; errors: Record<string, FieldError> } {
  const errs = (e: object) => ({ ok: false as const, errors: e as Record<string, FieldError> });
  const periods = (n: number) => Array.from({ length: n }, (_, i) => v[`p${i}`]);
  switch (config.type) {
    case 'MACD': {
      const r = validateMacdSettings({ fast: v['fast'], slow: v['slow'], signal: v['signal'], source: v['source'] });
      return r.ok ? { ok: true, config: { type: 'MACD', settings: r.value } } : errs(r.errors);
    }
    case 'KDJ': {
      const r = validateKdjSettings({ period: v['period'], k: v['k'], d: v['d'] });
      return r.ok ? { ok: true, config: { type: 'KDJ', settings: r.value } } : errs(r.errors);
    }
    case 'BOLL': {
      const r = validateBollSettings({ period: v['period'], multiplier: v['multiplier'], source: v['source'] });
      return r.ok ? { ok: true, config: { type: 'BOLL', settings: r.value } } : errs(r.errors);
    }
    case 'VOL': {
      const parsed = periods(config.settings.maPeriods.length).map((p) => parseIntegerField(p, MA_PERIOD_RANGE));
      if (parsed.every((p) => p.ok))
        return { ok: true, config: { type: 'VOL', settings: { maPeriods: parsed.map((p) => (p.ok ? p.value : 0)) } } };
      return errs(Object.fromEntries(parsed.flatMap((p, i) => (p.ok ? [] : [[`p${i}`, p.error]]))));
    }
    case 'MA':
    case 'EMA': {
      const r = validateMaSettings({ periods: periods(config.settings.periods.length), source: v['source'] });
      if (r.ok) return { ok: true, config: { type: config.type, settings: r.value } };
      const e: Record<string, FieldError> = {};
      r.periodErrors.forEach((pe, i) => pe && (e[`p${i}`] = pe));
      if (r.errors.source) e['source'] = r.errors.source;
      return errs(e);
    }
  }
}

/** Settings of one indicator; a bad value is explained next to its field and nothing is applied. */
export function IndicatorSettingsDialog({ config, onApply, onClose }: IndicatorSettingsDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  useEffect(() => {
    if (config) setValues(valuesOf(config));
    setErrors({});
  }, [config]);
  if (!config) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateForm(config, values);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    onApply(r.config);
    onClose();
  };
  return (
    <ModalDialog
      open
      onClose={onClose}
      onSubmit={submit}
      size="md"
      title={intl.formatMessage(chartMessages.indicatorSettings, { indicator: config.type })}
      closeLabel={intl.formatMessage(chartMessages.close)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {intl.formatMessage(chartMessages.cancel)}
          </Button>
          <Button type="submit">{intl.formatMessage(chartMessages.apply)}</Button>
        </>
      }
    >
      <SimpleGrid columns={2} gap="3">
        {fieldsOf(config).map(({ key, label }) => {
          const err = errors[key];
          return (
            <Field.Root key={key} invalid={Boolean(err)}>
              <Field.Label>{label}</Field.Label>
              {key === 'source' ? (
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={values[key] ?? ''} onChange={(e) => setValues({ ...values, [key]: e.target.value })}>
                    {PRICE_SOURCES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  size="sm"
                  inputMode={key === 'multiplier' ? 'decimal' : 'numeric'}
                  value={values[key] ?? ''}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                />
              )}
              <Field.ErrorText>{err ? intl.formatMessage(validationMessage(err.id), err.values) : null}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </ModalDialog>
  );
}
