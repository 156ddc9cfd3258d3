import { KYC_FILE_MAX_BYTES, checkKycFile, documentSides } from './kyc-document';

const MB = 1024 * 1024;

describe('checkKycFile (issue 23 item 6: type and size checked before sending)', () => {
  it.each([
    ['a PNG photo of the document', { type: 'image/png', size: 200_000 }, 'front', 'ok'],
    ['a JPEG photo', { type: 'image/jpeg', size: 2 * MB }, 'back', 'ok'],
    ['a PDF scan', { type: 'application/pdf', size: MB }, 'front', 'ok'],
    ['exactly 5 MB', { type: 'image/png', size: KYC_FILE_MAX_BYTES }, 'front', 'ok'],
    ['one byte over 5 MB', { type: 'image/png', size: KYC_FILE_MAX_BYTES + 1 }, 'front', 'too-large'],
    ['an empty file', { type: 'image/png', size: 0 }, 'front', 'empty'],
    ['a HEIC photo', { type: 'image/heic', size: MB }, 'front', 'type'],
    ['a Word file', { type: 'application/msword', size: MB }, 'front', 'type'],
    ['no type at all', { type: '', size: MB }, 'front', 'type'],
    ['a PDF as the selfie', { type: 'application/pdf', size: MB }, 'selfie', 'type'],
    ['a JPEG selfie', { type: 'image/jpeg', size: MB }, 'selfie', 'ok'],
    ['nothing chosen', null, 'front', 'missing'],
  ] as const)('%s → %s', (_label, file, slot, expected) => {
    expect(checkKycFile(file, slot)).toBe(expected);
  });

  it.each([
    ['passport', ['front']],
    ['id_card', ['front', 'back']],
    ['driving_licence', ['front', 'back']],
  ] as const)('%s needs %j', (type, sides) => {
    expect(documentSides(type)).toEqual(sides);
  });
});
