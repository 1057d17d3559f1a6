// Messages of the auth area: sign-in, password loss, two-factor code entry and change, password change, site notice.
export const auth = {
  'auth.login.title': 'ログイン',
  'auth.login.lead': 'ログインIDとパスワードを入力してください。',
  'auth.login.loginId': 'ログインID',
  'auth.login.password': 'パスワード',
  'auth.login.submit': 'ログイン',
  'auth.login.passLost': 'パスワードをお忘れの方はこちら',
  'auth.passLost.title': 'パスワード再発行',
  'auth.passLost.lead': 'ご登録のログインIDとメールアドレスを入力してください。仮パスワードをメールでお送りします。',
  'auth.passLost.userid': 'ログインID',
  'auth.passLost.mail': 'メールアドレス',
  'auth.passLost.submit': '仮パスワードを発行する',
  'auth.passLost.done':
    '入力されたログインIDとメールアドレスが登録内容と一致する場合、仮パスワードをメールでお送りしました。仮パスワードでログインしたあと、パスワードを変更してください。',
  'auth.backToLogin': 'ログイン画面へ戻る',
  'auth.codeAuth.title': '確認コード認証',
  'auth.codeAuth.lead': 'ご本人確認のため、ご登録の確認コードを入力してください。',
  'auth.codeAuth.code': '確認コード',
  'auth.codeAuth.submit': '認証する',
  'auth.codeChange.title': '確認コード変更',
  'auth.codeChange.lead': '確認コードの変更が必要です。新しい確認コードを半角英数字{min}文字以上{max}文字以内で設定してください。',
  'auth.codeChange.accountLead': '現在の確認コードと、新しい確認コード（半角英数字{min}文字以上{max}文字以内）を入力してください。',
  'auth.codeChange.currentCode': '現在の確認コード',
  'auth.codeChange.newCode': '新しい確認コード',
  'auth.codeChange.confirm': '新しい確認コード（確認用）',
  'auth.codeChange.submit': '変更する',
  'auth.codeChange.done': '確認コードを変更しました',
  'auth.passChange.title': 'パスワード変更',
  'auth.passChange.lead': '新しいパスワードを半角の英字と数字を混在させ、{min}文字以上{max}文字以内で入力してください。',
  'auth.passChange.resetLead': '初期パスワードのままご利用いただくことはできません。新しいパスワードを設定してください。',
  'auth.passChange.current': '現在のパスワード',
  'auth.passChange.password': '新しいパスワード',
  'auth.passChange.confirm': '新しいパスワード（確認用）',
  'auth.passChange.submit': '変更する',
  'auth.passChange.done': 'パスワードを変更しました',
  'auth.siteNotice.title': 'サイトのご利用について',
  'auth.siteNotice.intro':
    '法人管理サイト（以下「本サイト」）は、シェアオフィス・フレキシブルオフィス会員サービスをご契約の法人のお客さまが、会員・部署・ご利用状況・ご請求を管理するためのサイトです。ご利用の前に、以下の事項をご確認ください。',
  'auth.siteNotice.account.heading': 'アカウントの管理',
  'auth.siteNotice.account.body':
    'ログインID、パスワードおよび確認コードは、ご本人以外に知られないよう厳重に管理してください。パスワードを{count}回続けて誤るとアカウントがロックされます。ロックされた場合は、ログイン画面の「パスワードをお忘れの方はこちら」から仮パスワードを発行してください。共用のパソコンでご利用になった場合は、必ずログアウトしてください。',
  'auth.siteNotice.roles.heading': 'ご利用いただける方',
  'auth.siteNotice.roles.body':
    '本サイトをご利用いただけるのは、ご契約法人の責任者および部署担当者です。責任者は企業情報・部署・責任者の管理と一括操作を、部署担当者は担当部署の会員の管理と利用上限額の設定を行えます。',
  'auth.siteNotice.period.heading': '締め日と反映のタイミング',
  'auth.siteNotice.period.body':
    'ご利用料金の集計期間は前月21日から当月20日までです。部署の登録は申請として受け付け、反映までお時間をいただく場合があります。一括アップロードの処理結果は一括操作履歴でご確認ください。',
  'auth.siteNotice.hours.heading': 'メンテナンス',
  'auth.siteNotice.hours.body':
    'システムメンテナンスのため、本サイトを一時的に停止することがあります。停止の予定はお知らせでご案内します。',
  'auth.siteNotice.environment.heading': '推奨環境',
  'auth.siteNotice.environment.body':
    '本サイトは、最新版の Google Chrome、Microsoft Edge、Safari、Firefox でのご利用を推奨しています。画面幅1024ピクセル以上でご覧ください。',
  'auth.siteNotice.contact.heading': 'お問い合わせ',
  'auth.siteNotice.contact.body':
    '本サイトの操作方法は、ホーム画面のご利用ガイドから操作マニュアルをダウンロードしてご確認ください。ご不明な点は、会員サービス事務局（受付時間 平日 9:00～18:00）までお問い合わせください。',
} as const;
