// The few messages of the site's own pages that the shell and the sign-in page need (titles, links), the checkbox
// dialog and the guided description popover. Everything only the pages show is in texts-catalog.ts, loaded with them.
export const site = {
  'site.menuGroup': 'サポート',
  'site.contact.title': 'お問い合わせ',
  'site.privacy.title': '個人情報保護方針',
  'site.cookie.title': 'Cookieおよびアクセスログについて',
  'site.terms.title': '利用規約',
  'site.faq.title': 'よくあるご質問',
  'site.manuals.title': '操作マニュアル・ガイド',
  'site.footer.label': 'サイト情報',
  'site.footer.backToLogin': 'ログイン画面へ戻る',
  'site.footer.backToHome': 'ホームへ戻る',

  'site.checkbox.defaultLabel': '内容を確認しました',
  'site.checkbox.required': '実行するには、確認のチェックを入れてください。',

  'site.describe.open': 'この画面の説明',
  'site.describe.manual': '操作マニュアル（PDF）',
  'site.describe.faq': 'よくあるご質問',
  'site.describe.close': '閉じる',

  'site.bulkDelete.title': 'まとめて削除してから登録します',
  'site.bulkDelete.departmentsTitle': '部署をまとめて削除します',
  'site.bulkDelete.departments': 'ファイルに記載された部署をまとめて削除します。削除した部署の部署担当者と利用上限額の設定も使えなくなります。元に戻すことはできません。',
  'site.bulkDelete.tick': '削除したものは元に戻せないことを確認しました',
  'site.bulkDelete.confirm': 'アップロードする',
  'site.privacyNotice.declined': '個人情報の取り扱いに同意いただけなかったため、アップロードは行っていません。',
} as const;
