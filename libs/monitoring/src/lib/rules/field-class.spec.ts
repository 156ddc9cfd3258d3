import { classifyField, normaliseFieldName } from './field-class';

describe('normaliseFieldName', () => {
  it.each([
    ['fund_pass', 'fundpass'],
    ['X-CSRFToken', 'xcsrftoken'],
    ['Order-ID', 'orderid'],
    ['', ''],
  ])('%s -> %s', (input, out) => expect(normaliseFieldName(input)).toBe(out));
});

describe('classifyField (decision 0203)', () => {
  it.each([
    // secret-like names become ******
    ['password', 'secret'],
    ['fundpass', 'secret'],
    ['fund_password', 'secret'],
    ['totp', 'secret'],
    ['token', 'secret'],
    ['ws_token', 'secret'],
    ['secret', 'secret'],
    ['api_secret', 'secret'],
    ['csrftoken', 'secret'],
    ['cookie', 'secret'],
    ['Set-Cookie', 'secret'],
    ['Authorization', 'secret'],
    ['apiKey', 'secret'],
    ['private_key', 'secret'],
    ['mnemonic', 'secret'],
    // PII
    ['phone', 'phone'],
    ['mobile_phone', 'phone'],
    ['tel', 'phone'],
    ['email', 'email'],
    ['user_email', 'email'],
    ['id_card', 'id-card'],
    ['passport_no', 'id-card'],
    ['bank_card', 'bank-card'],
    ['card_no', 'bank-card'],
    ['iban', 'bank-card'],
    ['ip', 'ip'],
    ['client_ip', 'ip'],
    ['x-forwarded-for', 'ip'],
    // partial keeps
    ['tx_hash', 'tx-hash'],
    ['txid', 'tx-hash'],
    ['transaction_hash', 'tx-hash'],
    ['order_id', 'order-id'],
    ['orderId', 'order-id'],
    ['client_order_id', 'order-id'],
    ['order_no', 'order-id'],
    ['address', 'wallet-address'],
    ['wallet_address', 'wallet-address'],
    ['to_address', 'wallet-address'],
    ['email_address', 'email'],
    ['ip_address', 'ip'],
    // plain
    ['risk_user_guide_cookie_key', 'plain'],
    ['uid', 'plain'],
    ['kyc_status', 'plain'],
    ['nickname', 'plain'],
    ['', 'plain'],
  ])('%s -> %s', (name, out) => expect(classifyField(name)).toBe(out));
});
