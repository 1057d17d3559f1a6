// The words users see for the product's terms: one chosen word per term, and the variants that must not come back
// (glossary.test.ts scans every catalog file for them). Where the spec, the product's Japanese terms or a file format already
// names a word, that word is the chosen one.

export interface GlossaryTerm {
  /** What the term names, for the people writing messages. */
  meaning: string;
  /** The word every message uses. */
  chosen: string;
  /** Words for the same thing that must not appear in any message. */
  rejected: readonly string[];
  /** Variants that need their context to be told apart (カナ, but not the カナ of カタカナ). */
  rejectedPatterns?: readonly RegExp[];
  /**
   * For a word with a narrow meaning: the message keys (prefixes) where it may appear. Anywhere else it is a
   * misuse, e.g. 仮パスワード for the password an administrator's registration sends.
   */
  onlyInKeys?: readonly string[];
  /** Where the choice comes from. */
  source: string;
}

export const GLOSSARY = {
  loginId: {
    meaning: 'The id a person signs in with (users.login_id; the CSV column of the clerks file).',
    chosen: 'ログインID',
    rejected: ['ユーザーID', 'ユーザID', 'サインインID', 'ログインＩＤ'],
    source: 'sign-in page, docs/csv-formats.md (clerks: ログインID)',
  },
  userCode: {
    meaning: "The member's code given by the company (userCode), optional.",
    chosen: '社員番号',
    rejected: ['会員コード', '社員コード', '従業員番号', '社員ID'],
    source: 'docs/csv-formats.md (members: 社員番号), so files and screens say the same',
  },
  kana: {
    meaning: 'The reading of a name in full-width katakana (userLastNameKana, corporationNameKana ...).',
    chosen: 'フリガナ',
    rejected: ['ふりがな', 'ﾌﾘｶﾞﾅ', 'ｶﾅ'],
    // カナ alone (氏名（カナ）), but not the カナ of 全角カタカナ.
    rejectedPatterns: [/(?<!カタ)カナ/],
    source: 'docs/csv-formats.md (フリガナ（セイ）, フリガナ（メイ）)',
  },
  initialPassword: {
    meaning:
      'The password an administrator gives: at registration, or reissued by 責任者 / 部署担当者. It must be changed at ' +
      'the first sign-in (passwordResetFlg).',
    chosen: '初期パスワード',
    rejected: ['初回パスワード', '初期PW'],
    source: 'product terms (initial password not changed: 初期パスワード未変更)',
  },
  temporaryPassword: {
    meaning:
      'The password mailed by 「パスワードをお忘れの方」 (POST /lost): valid 30 minutes beside the old one. Only the ' +
      'password-lost messages use it.',
    chosen: '仮パスワード',
    rejected: ['一時パスワード', 'テンポラリパスワード'],
    // (also where the mail settings and the mail-delivery choice say that the password-lost mail always goes)
    onlyInKeys: ['auth.passLost.', 'auth.siteNotice.', 'passLost.', 'server.mail.tempPassword.', 'login.', 'doc.faq.login.', 'doc.manual.', 'server.start.mail.', 'users.form.mailDelivery', 'csv.choice.mailDelivery'],
    source: 'spec 8 (temporary password issue failed)',
  },
  signIn: {
    meaning: 'Starting a session with login id, password and confirmation code.',
    chosen: 'ログイン',
    rejected: ['サインイン', 'サインオン', 'ログオン'],
    source: 'spec 4 (ログインに成功しました)',
  },
  signOut: {
    meaning: 'Ending the session.',
    chosen: 'ログアウト',
    rejected: ['サインアウト', 'ログオフ'],
    source: 'the account menu; pairs with ログイン',
  },
  uploadHistory: {
    meaning: 'The list of bulk CSV uploads and their results (/CsvUploadHistory).',
    chosen: '一括操作履歴',
    rejected: ['一括登録履歴', 'アップロード履歴', '一括処理履歴'],
    source: 'spec 2.3 (bulk operation info) and product terms (bulk operation: 一括操作)',
  },
  registrationFee: {
    meaning: 'The registration management fee (spec 9: 50,000 yen up to 100 users) and the department it is billed to.',
    chosen: '登録管理料',
    rejected: ['登録料', '登録手数料', '登録管理費', '管理手数料'],
    source: 'product terms (registration management fee: 登録管理料)',
  },
  confirmQuestion: {
    meaning: 'The question that ends every confirmation before a write.',
    chosen: 'よろしいですか？',
    rejected: ['よろしいですか。', 'よろしいですか?', 'よろしいでしょうか', '宜しいですか'],
    source: 'the confirm dialogs (full-width question mark)',
  },
  confirmationCode: {
    meaning: 'The second sign-in factor each administrator sets.',
    chosen: '確認コード',
    rejected: ['認証コード', 'ワンタイムパスワード', '確認番号'],
    source: 'product terms (confirmation code: 確認コード)',
  },
  apply: {
    meaning:
      'Sending an application (申請: a department registration, a transfer, a change of the fee division, an invoice ' +
      'destination or a payment method): the final button of every application page (common.apply).',
    chosen: '申請する',
    rejected: ['申請を登録', '申請を提出', '申請を送信', '提出する'],
    source: 'the payment and transfer applications (申請する), the application detail pages (申請を取り消す)',
  },
  change: {
    meaning:
      'Editing a record directly (not an application): the entry button 「変更」 (「〇〇を変更」 where the button stands ' +
      'apart from its record), the page 「〇〇変更」, the final button 「変更する」 (common.update) and the completion ' +
      '「〇〇を変更しました」. 更新 stays for what another operation did to the data (更新されています, 更新日時).',
    chosen: '変更',
    rejected: ['編集する'],
    // A button called 編集 or 更新, or a completion saying 更新しました, for a change the person made; 編集 of a CSV
    // file in Excel and the spec's edit error type (編集エラー) are other things.
    rejectedPatterns: [/^編集$/, /^更新(する)?$/, /を更新しました/, /の変更$/],
    source: 'the house majority: 変更 on the detail pages, 〇〇変更 titles (部署情報変更, 会員情報変更, 責任者変更)',
  },
  memberBreakdown: {
    meaning: "The invoice output of every member's lines (output type 3, /ShareCharge/Breakdown); its sibling is 部署別集計.",
    chosen: '会員別内訳',
    rejected: ['部署別内訳'],
    rejectedPatterns: [/(?<!会員別)内訳/],
    source: 'the menu and page title (会員別内訳（SHARE）)',
  },
} as const satisfies Record<string, GlossaryTerm>;

export type GlossaryTermId = keyof typeof GLOSSARY;

/** One use of a rejected variant (or of a narrow word outside its keys) in a message. */
export interface GlossaryViolation {
  term: GlossaryTermId;
  key: string;
  found: string;
  chosen: string;
}

/** Checks one message against every term. */
export function glossaryViolations(key: string, text: string): GlossaryViolation[] {
  const found: GlossaryViolation[] = [];
  for (const [id, entry] of Object.entries(GLOSSARY) as [GlossaryTermId, GlossaryTerm][]) {
    for (const variant of entry.rejected) {
      if (text.includes(variant)) found.push({ term: id, key, found: variant, chosen: entry.chosen });
    }
    for (const pattern of entry.rejectedPatterns ?? []) {
      const match = pattern.exec(text);
      if (match) found.push({ term: id, key, found: match[0], chosen: entry.chosen });
    }
    if (entry.onlyInKeys && text.includes(entry.chosen) && !entry.onlyInKeys.some((prefix) => key.startsWith(prefix))) {
      found.push({ term: id, key, found: entry.chosen, chosen: `${entry.chosen} only in ${entry.onlyInKeys.join(', ')}` });
    }
  }
  return found;
}
