// Messages of the home area: the home page, its news list and the help cards home contributes.
export const home = {
  'home.title': 'ホーム',
  'home.menu': 'ホーム',
  'home.welcome': '{name} さん、こんにちは。',
  'home.welcomeRole': '{organization}（{role}）としてログインしています。',
  'home.news.title': 'お知らせ',
  'home.news.empty': '現在お知らせはありません',
  'home.help.title': 'ご利用ガイド',
  'home.help.clerkInCorp.title': '責任者の方へ',
  'home.help.clerkInCorp.body':
    '責任者は、企業情報・部署・責任者の管理、会員の一括登録や一括変更などの一括操作、請求照会を行えます。操作の流れは責任者向け操作マニュアルでご確認ください。',
  'home.help.clerkInBilling.title': '部署担当者の方へ',
  'home.help.clerkInBilling.body':
    '部署担当者は、担当部署の会員の登録・承認・利用停止・パスワード再発行と、利用上限額の設定を行えます。操作の流れは部署担当者向け操作マニュアルでご確認ください。',
  'home.help.members.title': '会員の皆さまへのご案内',
  'home.help.members.body':
    '会員ご本人向けのご利用ガイドです。施設の予約方法や入館方法の説明に、会員の皆さまへそのままお配りいただけます。',
  'home.help.faq.title': 'よくあるご質問',
  'home.help.faq.body': 'ログインできない場合や、会員が施設を利用できない場合の確認事項をまとめています。',
  'home.manual.downloaded': 'マニュアルのダウンロードを開始しました',
} as const;
