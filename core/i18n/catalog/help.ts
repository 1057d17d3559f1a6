// The help cards' texts (titles, bodies and their own link labels), looked up when a card is shown (web/kit HelpCardList
// and DescriptionPopover register this catalogue): they travel with the pages that show cards, not in the entry.
export const help = {
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
  'corp.help.clerkInCorp.title': '企業情報の確認',
  'corp.help.clerkInCorp.body':
    '企業名、会員登録時の確認コードの設定、許可するメールドメイン、会員登録の承認方法、契約期間を確認できます。',
  'corp.help.clerkInBilling.title': '企業情報について',
  'corp.help.clerkInBilling.body':
    '許可するメールドメインや会員登録の承認方法などの企業情報は、責任者が管理しています。変更が必要な場合は、貴社の責任者にご相談ください。',
  'clerks.help.corp.title': '責任者の管理',
  'clerks.help.corp.body': '責任者の登録・変更・削除、確認コードの変更、パスワード通知の送信ができます。責任者が1名のみの場合や、ご自身は削除できません。',
  'billing.help.clerkInCorp.title': '部署の管理',
  'billing.help.clerkInCorp.body': '部署の登録申請、部署名・自動承認・登録管理料請求先の変更、利用停止と再開、表示順の変更、削除ができます。',
  'billing.help.clerkInBilling.title': '担当部署の確認',
  'billing.help.clerkInBilling.body': '担当している部署の情報を確認できます。',
  'users.help.clerkInCorp.title': '会員の管理',
  'users.help.clerkInCorp.body':
    '会員情報では、部署・承認状態・利用状況などで会員を絞り込み、CSVに出力できます。会員の登録、承認、利用停止、削除、削除した会員の復活も行えます。',
  'users.help.clerkInBilling.title': '担当部署の会員の管理',
  'users.help.clerkInBilling.body':
    '担当部署の会員を登録し、承認・利用停止・利用再開・パスワード再発行を行えます。削除した会員を復活させるには、責任者にご依頼ください。',
  'limitAmount.help.title': '利用上限額',
  'limitAmount.help.body': '部署ごとの利用額と上限額の利用率、会員ごとの上限額への到達状況を確認できます。',
  'limitAmount.help.billing': '部署の利用上限額',
  'limitAmount.help.user': '会員の利用上限額',
  'uploadPages.help.title': 'CSVでの一括操作',
  'uploadPages.help.body': '会員・部署・責任者・部署担当者は、CSVファイルで一括して登録・変更できます。各一覧画面の「CSV一括」から始め、結果は一括操作履歴で確認できます。',
  'uploadPages.help.history': '一括操作履歴',
  'uploadPages.help.members': '会員一括変更',
  'uploadPages.help.departmentNames': '部署名一括変更',
  'uploadPages.help.clerks': '責任者・部署担当者一括登録',
  'reservations.help.title': '予約情報',
  'reservations.help.body': '「予約情報」では、期間・拠点・部屋・会員名・部署で会員の予約を絞り込み、開始前の予約を取り消せます。取消済みの予約は「取消済みを含む」で表示されます。',
  'usage.help.title': '利用実績',
  'usage.help.body': '「利用実績」では、期間・部署・会員・リソース種別・拠点で利用を絞り込み、合計とCSVを確認できます。締め期間は毎月21日から翌月20日です。',
  'flex.help.title': 'FLEX/BASE',
  'flex.help.body': '契約ごとの席の利用状況と利用者を確認し、担当者やカード番号を設定できます。',
  'charges.help.title': '請求照会',
  'charges.help.body': '締め月（21日〜翌月20日）ごとの請求を請求先・部署・会員別に確認し、請求書PDF・CSV・Excelを出力できます。',
  'payment.help.title': '支払い情報',
  'payment.help.body': '登録管理料の請求区分、請求先の住所や部署ごとの請求先、支払方法の変更を申請できます。変更は適用日に反映され、それまでは取り消せます。',
  'site.help.title': '困ったときは',
  'site.help.body': 'よくあるご質問をキーワードで探せます。操作マニュアルのダウンロードと、サポート窓口へのお問い合わせもこちらから。',
  'users.help.list': '会員情報を見る',
  'users.help.register': '会員を登録する',
  // new:feature inserts above this line
} as const;
