'use client';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { validateKycDetails, type KycDetails, type KycDetailsErrors } from '../../rules/kyc-details';
import { checkKycFile, documentSides, type KycDocumentType, type KycFileCheck, type KycFileSlot } from '../../rules/kyc-document';
import { upgradeMessages as m } from '../../upgrade-messages';
import styles from './kyc-upgrade-form.module.css';

export interface KycUpgradeSubmission {
  details: KycDetails;
  documentType: KycDocumentType;
  front: File;
  back: File | null;
  selfie: File;
}

export interface KycUpgradeFormProps {
  /** The level applied for (1, 2 or 3). */
  level: 1 | 2 | 3;
  /** The reviewer's reason when the last application was rejected. */
  rejected?: string | null;
  /** Today (the age check). */
  now: number;
  /** Sends the application; resolves to the refusal text, or null once it is under review. */
  onSubmit: (submission: KycUpgradeSubmission) => Promise<string | null>;
}

const STEPS = ['details', 'document', 'upload', 'selfie', 'review'] as const;
type Step = (typeof STEPS)[number];
const STEP_TITLE = { details: m.stepDetails, document: m.stepDocument, upload: m.stepUpload, selfie: m.stepSelfie, review: m.stepReview };

/** Countries offered for the nationality (ISO 3166-1 alpha-2), named in the page's language. */
const COUNTRIES = [
  'AE',
  'AR',
  'AU',
  'BR',
  'CA',
  'CH',
  'CN',
  'DE',
  'EG',
  'ES',
  'FR',
  'GB',
  'ID',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'MY',
  'NG',
  'NL',
  'PH',
  'PK',
  'PL',
  'PT',
  'SA',
  'SG',
  'TH',
  'TR',
  'UA',
  'VN',
  'ZA',
] as const;

interface State {
  step: Step;
  details: KycDetails;
  documentType: KycDocumentType;
  files: Partial<Record<KycFileSlot, File>>;
  /** Shown once the user tried to continue. */
  errors: KycDetailsErrors;
  fileErrors: Partial<Record<KycFileSlot, KycFileCheck>>;
}

type Action =
  | { type: 'detail'; key: keyof KycDetails; value: string }
  | { type: 'documentType'; value: KycDocumentType }
  | { type: 'file'; slot: KycFileSlot; file: File | null }
  | { type: 'go'; step: Step }
  | { type: 'errors'; errors: KycDetailsErrors; fileErrors: State['fileErrors'] };

const reducer = (state: State, action: Action): State => {
  switch (action.type) {
    case 'detail':
      return { ...state, details: { ...state.details, [action.key]: action.value }, errors: { ...state.errors, [action.key]: undefined } };
    case 'documentType':
      return { ...state, documentType: action.value, files: { selfie: state.files.selfie }, fileErrors: {} };
    case 'file': {
      const files = { ...state.files };
      if (action.file === null) delete files[action.slot];
      else files[action.slot] = action.file;
      // The check runs on choosing: a wrong file is refused before anything is sent.
      const check = action.file === null ? undefined : checkKycFile(action.file, action.slot);
      const accepted = check === 'ok' ? files : { ...state.files, [action.slot]: undefined };
      return { ...state, files: accepted, fileErrors: { ...state.fileErrors, [action.slot]: check === 'ok' ? undefined : check } };
    }
    case 'go':
      return { ...state, step: action.step, errors: {}, fileErrors: {} };
    case 'errors':
      return { ...state, errors: action.errors, fileErrors: action.fileErrors };
  }
};

const fileErrorText = { missing: m.fileMissing, empty: m.fileEmpty, type: m.fileType, 'too-large': m.fileTooLarge } as const;

/** A chosen file's preview: the image itself, or the PDF's name and size. */
function FilePreview({ file, label }: { file: File; label: string }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/')) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return (
    <figure className={styles.preview}>
      {url ? <img src={url} alt={intl.formatMessage(m.preview, { side: label })} className={styles.previewImage} /> : null}
      <figcaption className={styles.hint}>
        {intl.formatMessage(m.fileChosen, { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
      </figcaption>
    </figure>
  );
}

/**
 * The KYC upgrade form (issue 23 item 6, decision 1866): personal details, document type, document upload (type and
 * size checked on choosing, with a preview), a selfie, then a review before submitting. Thin: the checks are the
 * rules `validateKycDetails` and `checkKycFile`; sending is the layer's.
 */
export function KycUpgradeForm({ level, rejected = null, now, onSubmit }: KycUpgradeFormProps) {
  const intl = useIntl();
  const id = useId();
  const [state, dispatch] = useReducer(reducer, {
    step: 'details',
    details: { firstName: '', lastName: '', birthDate: '', nationality: '', idNumber: '' },
    documentType: 'passport',
    files: {},
    errors: {},
    fileErrors: {},
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      names = null;
    }
    return COUNTRIES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [intl.locale]);

  const index = STEPS.indexOf(state.step);
  const sides = documentSides(state.documentType);
  const sideLabel = (side: 'front' | 'back') =>
    intl.formatMessage(side === 'back' ? m.back : state.documentType === 'passport' ? m.photoPage : m.front);

  const next = () => {
    if (state.step === 'details') {
      const errors = validateKycDetails(state.details, now);
      if (Object.keys(errors).length > 0) {
        dispatch({ type: 'errors', errors, fileErrors: {} });
        document.getElementById(`${id}-${Object.keys(errors)[0]}`)?.focus();
        return;
      }
    }
    if (state.step === 'upload' || state.step === 'selfie') {
      const slots: KycFileSlot[] = state.step === 'upload' ? [...sides] : ['selfie'];
      const fileErrors: State['fileErrors'] = {};
      for (const slot of slots) {
        const check = checkKycFile(state.files[slot], slot);
        if (check !== 'ok') fileErrors[slot] = check;
      }
      if (Object.keys(fileErrors).length > 0) {
        dispatch({ type: 'errors', errors: {}, fileErrors });
        return;
      }
    }
    dispatch({ type: 'go', step: STEPS[index + 1] ?? 'review' });
  };

  const submit = async () => {
    const { front, back, selfie } = state.files;
    if (!front || !selfie || (sides.includes('back') && !back)) return;
    setBusy(true);
    setProblem(null);
    const refusal = await onSubmit({ details: state.details, documentType: state.documentType, front, back: back ?? null, selfie });
    setBusy(false);
    setProblem(refusal);
  };

  const detailError = (key: keyof KycDetails) => {
    const error = state.errors[key];
    if (!error) return null;
    const text = error === 'required' ? m.errorRequired : error === 'too-young' ? m.errorTooYoung : m.errorInvalid;
    return (
      <p id={`${id}-${key}-error`} className={styles.error}>
        {intl.formatMessage(text)}
      </p>
    );
  };

  const textField = (key: Exclude<keyof KycDetails, 'nationality'>, label: string, type = 'text', autoComplete?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        type={type}
        value={state.details[key]}
        autoComplete={autoComplete}
        aria-invalid={state.errors[key] ? true : undefined}
        aria-describedby={state.errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => dispatch({ type: 'detail', key, value: event.target.value })}
      />
      {detailError(key)}
    </div>
  );

  const fileField = (slot: KycFileSlot, label: string) => {
    const file = state.files[slot];
    const error = state.fileErrors[slot];
    return (
      <div className={styles.field} key={slot}>
        <label htmlFor={`${id}-${slot}`} className={styles.label}>
          {label}
        </label>
        <input
          id={`${id}-${slot}`}
          className={styles.file}
          type="file"
          accept={slot === 'selfie' ? 'image/jpeg,image/png' : 'image/jpeg,image/png,application/pdf'}
          capture={slot === 'selfie' ? 'user' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${slot}-error` : `${id}-hint`}
          onChange={(event) => dispatch({ type: 'file', slot, file: event.target.files?.[0] ?? null })}
        />
        {error ? (
          <p id={`${id}-${slot}-error`} className={styles.error} role="alert">
            {intl.formatMessage(slot === 'selfie' && error === 'type' ? m.selfieType : fileErrorText[error as keyof typeof fileErrorText])}
          </p>
        ) : null}
        {file ? <FilePreview file={file} label={label} /> : null}
      </div>
    );
  };

  const documentName = { passport: m.passport, id_card: m.idCard, driving_licence: m.drivingLicence } as const;
  const country = countries.find((c) => c.code === state.details.nationality)?.name ?? '';

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {intl.formatMessage(m.nextLevel, { level })}
      </h2>
      {rejected !== null ? (
        <div className={styles.rejected} role="note">
          <strong>{intl.formatMessage(m.rejectedTitle)}</strong>
          {rejected ? <p className={styles.text}>{rejected}</p> : null}
        </div>
      ) : null}
      <ol className={styles.steps} aria-label={intl.formatMessage(m.stepsLabel)}>
        {STEPS.map((step, i) => (
          <li
            key={step}
            className={styles.stepItem}
            data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i < index ? '✓' : i + 1}
            </span>
            <span className={styles.stepName}>{intl.formatMessage(STEP_TITLE[step])}</span>
          </li>
        ))}
      </ol>
      <form
        className={styles.form}
        aria-label={intl.formatMessage(STEP_TITLE[state.step])}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (state.step === 'review') void submit();
          else next();
        }}
      >
        <p className={styles.hint}>
          {intl.formatMessage(m.stepOf, { step: index + 1, total: STEPS.length })} · {intl.formatMessage(STEP_TITLE[state.step])}
        </p>
        {state.step === 'details' ? (
          <div className={styles.grid}>
            {textField('firstName', intl.formatMessage(m.firstName), 'text', 'given-name')}
            {textField('lastName', intl.formatMessage(m.lastName), 'text', 'family-name')}
            {textField('birthDate', intl.formatMessage(m.birthDate), 'date', 'bday')}
            <div className={styles.field}>
              <label htmlFor={`${id}-nationality`} className={styles.label}>
                {intl.formatMessage(m.nationality)}
              </label>
              <select
                id={`${id}-nationality`}
                className={styles.input}
                value={state.details.nationality}
                aria-invalid={state.errors.nationality ? true : undefined}
                aria-describedby={state.errors.nationality ? `${id}-nationality-error` : undefined}
                onChange={(event) => dispatch({ type: 'detail', key: 'nationality', value: event.target.value })}
              >
                <option value="">{intl.formatMessage(m.nationalityPick)}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {detailError('nationality')}
            </div>
            {textField('idNumber', intl.formatMessage(m.idNumber))}
          </div>
        ) : null}
        {state.step === 'document' ? (
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{intl.formatMessage(m.documentLegend)}</legend>
            {(['passport', 'id_card', 'driving_licence'] as const).map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-document`}
                  value={type}
                  checked={state.documentType === type}
                  onChange={() => dispatch({ type: 'documentType', value: type })}
                />
                {intl.formatMessage(documentName[type])}
              </label>
            ))}
          </fieldset>
        ) : null}
        {state.step === 'upload' ? (
          <>
            <p id={`${id}-hint`} className={styles.hint}>
              {intl.formatMessage(m.uploadHint)}
            </p>
            <div className={styles.grid}>{sides.map((side) => fileField(side, sideLabel(side)))}</div>
          </>
        ) : null}
        {state.step === 'selfie' ? (
          <>
            <p id={`${id}-hint`} className={styles.hint}>
              {intl.formatMessage(m.selfieHint)}
            </p>
            {fileField('selfie', intl.formatMessage(m.selfieLabel))}
          </>
        ) : null}
        {state.step === 'review' ? (
          <>
            <p className={styles.hint}>{intl.formatMessage(m.reviewHint)}</p>
            <dl className={styles.summary}>
              <dt>{intl.formatMessage(m.firstName)}</dt>
              <dd>{state.details.firstName}</dd>
              <dt>{intl.formatMessage(m.lastName)}</dt>
              <dd>{state.details.lastName}</dd>
              <dt>{intl.formatMessage(m.birthDate)}</dt>
              <dd dir="ltr">{state.details.birthDate}</dd>
              <dt>{intl.formatMessage(m.nationality)}</dt>
              <dd>{country}</dd>
              <dt>{intl.formatMessage(m.idNumber)}</dt>
              <dd dir="ltr">{state.details.idNumber}</dd>
              <dt>{intl.formatMessage(m.stepDocument)}</dt>
              <dd>{intl.formatMessage(documentName[state.documentType])}</dd>
            </dl>
            <div className={styles.grid}>
              {sides.map((side) => {
                const file = state.files[side];
                return file ? <FilePreview key={side} file={file} label={sideLabel(side)} /> : null;
              })}
              {state.files.selfie ? <FilePreview file={state.files.selfie} label={intl.formatMessage(m.selfieLabel)} /> : null}
            </div>
          </>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          {index > 0 ? (
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => dispatch({ type: 'go', step: STEPS[index - 1] ?? 'details' })}
            >
              {intl.formatMessage(m.back2)}
            </button>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
            {intl.formatMessage(state.step === 'review' ? (busy ? m.submitting : m.submit) : m.next)}
          </button>
        </div>
      </form>
    </section>
  );
}
