// Messages of the web shell: header, side navigation, news, privacy notice, error page.
export const shell = {
  'shell.header.homeLink': '法人管理サイト ホームへ',
  'shell.header.corporation': '表示中の企業',
  'shell.header.notifications': 'お知らせ',
  'shell.header.unreadCount': '未読 {count} 件',
  'shell.header.noNews': 'お知らせはありません',
  'shell.header.account': 'アカウントメニュー',
  'shell.account.role.3': '責任者',
  'shell.account.role.4': '部署担当者',
  'shell.account.passwordChange': 'パスワード変更',
  'shell.account.codeChange': '確認コード変更',
  'shell.account.signOut': 'ログアウト',
  'shell.account.signOutConfirm': 'ログアウトしてよろしいですか？',
  'shell.account.signedOut': 'ログアウトしました',
  'shell.sideNav.label': 'メインメニュー',
  'shell.skipToMain': '本文へスキップ',
  'shell.breadcrumb': 'パンくずリスト',
  // A crumb of a page about one record (a department, a member, a clerk): the screen and whose it is.
  'shell.breadcrumb.record': '{title}（{name}）',
  'shell.header.accountOf': '{name} アカウントメニュー',
  'shell.sideNav.filter': 'メニューを検索',
  'shell.sideNav.filterPlaceholder': 'キーワードで絞り込み',
  'shell.sideNav.noMatch': '該当するメニューはありません',
  'shell.menuGroup.support': 'サポート',
  'shell.menuGroup.company': '企業・部署',
  'shell.error.reload': '再読み込み',
  'help.downloadManual': 'マニュアルをダウンロード',
  'help.empty': '表示できるガイドはありません',
  'news.publishedAt': '掲載日時: {date}',
  'news.unread': '未読',
  'news.markUnread': '未読にする',
  'news.markedUnread': 'お知らせを未読に戻しました',
  'news.showAll': 'お知らせ一覧を見る',
  'privacy.title': '個人情報の取り扱いについて',
  'privacy.agree': '同意する',
  'privacy.lead.user':
    '会員を登録すると、入力された氏名・メールアドレス等の個人情報を当社が取得します。登録の前に、以下の内容を会員ご本人にお知らせいただき、同意を得てください。',
  'privacy.lead.bulkUsers':
    '一括登録するファイルには、複数の会員の氏名・メールアドレス等の個人情報が含まれます。アップロードの前に、以下の内容を対象となる会員の皆さまにお知らせいただき、同意を得てください。',
  'privacy.lead.bulkCorpClerks':
    '一括登録するファイルには、責任者および部署担当者の氏名・メールアドレス等の個人情報が含まれます。アップロードの前に、以下の内容を対象となる皆さまにお知らせいただき、同意を得てください。',
  'privacy.purpose.heading': '1. 利用目的',
  'privacy.purpose.body':
    '取得した個人情報は、シェアオフィス・フレキシブルオフィス会員サービスの提供、本人確認、施設の入退館管理、ご利用料金の請求、サービスに関するご案内およびお問い合わせへの対応のために利用します。',
  'privacy.thirdParty.heading': '2. 第三者への提供',
  'privacy.thirdParty.body':
    '法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供することはありません。ご契約企業の責任者および部署担当者は、管理に必要な範囲で所属会員の情報を閲覧できます。',
  'privacy.outsourcing.heading': '3. 業務の委託',
  'privacy.outsourcing.body':
    '施設運営、システム保守、請求書発送等の業務の全部または一部を委託する場合があります。委託先とは機密保持契約を締結し、適切に監督します。',
  'privacy.disclosure.heading': '4. 開示・訂正・利用停止',
  'privacy.disclosure.body':
    'ご本人から個人情報の開示、訂正、追加、削除、利用停止のご請求があった場合は、ご本人であることを確認したうえで、法令に従い速やかに対応します。',
  'privacy.contact.heading': '5. お問い合わせ窓口',
  'privacy.contact.body':
    '個人情報の取り扱いに関するお問い合わせは、会員サービス事務局 個人情報お問い合わせ窓口（受付時間 平日 9:00～18:00）までご連絡ください。',
} as const;
