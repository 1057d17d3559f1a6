// Other words people type for each side menu entry (by menu entry id): the menu's keyword search finds an entry by
// its label, its group and these. Read by the shell only, not part of the main catalogue.
export const menuSynonyms: Readonly<Record<string, string>> = {
  home: 'トップ ホーム お知らせ 最初',
  corp: '会社 法人 企業 住所 所在地 メールドメイン ドメイン',
  'clerks-corp': '管理者 責任者 担当者 アカウント ロック解除 確認コード',
  billing: '部門 課 組織 請求先 請求 部署担当者 利用停止',
  users: '社員 従業員 利用者 メンバー スタッフ パスワード再発行 承認 退職 削除',
  'limit-amount.billing': '予算 上限 限度額 利用上限 アラート',
  'limit-amount.user': '予算 上限 限度額 利用上限 アラート',
  reservations: '予約 会議室 ブース 個室 座席 キャンセル 取消',
  usage: '利用 実績 明細 請求 料金 金額 集計 CSV',
  'charges.share': '請求書 インボイス 明細 料金 金額 消費税 締め PDF Excel',
  'charges.flex': '請求書 インボイス 明細 料金 席 契約 追加会員 締め PDF Excel',
  'charges.client': '請求書 送付先 宛先 宛名 住所 請求書番号',
  'payment.registration-fee': '登録管理料 管理料 代表部署 請求区分 部署ごと 按分',
  'payment.charge-branch': '請求先 請求先番号 送付先 宛先 住所変更 請求書 一括請求',
  'payment.method': '支払方法 口座振替 銀行振込 引き落とし 振込 口座',
  'uploads.history': 'CSV アップロード 一括 インポート 取込 取り込み 一括登録 履歴',
  'auth.site-notice': 'ご利用にあたって 注意事項 推奨環境 メンテナンス 締め日',
  'site.manuals': 'マニュアル 手順書 ガイド PDF 使い方 ヘルプ 説明書',
  'site.faq': '質問 FAQ Q&A ヘルプ 困ったとき 使い方',
  'site.contact': '問い合わせ 連絡先 電話 サポート 窓口 メール 相談',
};
