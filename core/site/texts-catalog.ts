// The texts of the site's own pages, read only by those pages (lazy chunks) and by the server (inquiry messages,
// the manual PDFs): the contact window and inquiry form, the privacy policy, the cookie and access-log notice, the
// terms of service, the FAQ and the three manuals. Kept out of the main catalogue so the sign-in page stays light.
//
// Documents are laid out by key: doc.<document>.title / .lead / .updated, then per section
// doc.<document>.<section>.heading, .body (paragraphs split by a blank line), .bullets (one per line), .caption.
// FAQ entries are doc.faq.<topic>.<n>.q / .a, their topics doc.faq.topic.<topic>.
export const siteTexts = {
  'site.support.name': '会員サービス事務局 法人サポート窓口',
  'site.support.hours': '平日 9:00～18:00（土日祝日・年末年始を除く）',
  'site.support.phone': '0120-390-188',
  'site.support.mail': 'corp-support@example.jp',
  'site.support.heading': 'サポート窓口',
  'site.support.lead':
    '本サイトの操作方法、会員・部署の登録、ご請求内容についてのご質問は、下記の窓口で承ります。お急ぎの場合はお電話でお問い合わせください。',
  'site.support.windowLabel': '窓口',
  'site.support.hoursLabel': '受付時間',
  'site.support.phoneLabel': '電話番号',
  'site.support.mailLabel': 'メールアドレス',
  'site.support.note': 'フォームからのお問い合わせには、原則として2営業日以内にメールでご回答します。',

  'site.inquiry.heading': 'お問い合わせフォーム',
  'site.inquiry.lead':
    '必要事項を入力し、「送信する」を押してください。受付のお知らせをメールでお送りします（ログイン中の方には、ご登録のメールアドレスにお送りします）。',
  'site.inquiry.category': 'お問い合わせの種類',
  'site.inquiry.category.placeholder': '選択してください',
  'site.inquiry.category.login': 'ログイン・パスワード',
  'site.inquiry.category.members': '会員の登録・変更',
  'site.inquiry.category.departments': '部署・利用上限額',
  'site.inquiry.category.uploads': 'CSVでの一括操作',
  'site.inquiry.category.billing': 'ご請求・お支払い',
  'site.inquiry.category.other': 'その他',
  'site.inquiry.loginId': 'ログインID（わかる場合）',
  'site.inquiry.loginIdHint': 'ログインできない方のログインIDをご記入ください。パスワードと確認コードは書かないでください。',
  'site.inquiry.companyName': '法人名',
  'site.inquiry.name': 'お名前',
  'site.inquiry.mail': 'メールアドレス',
  'site.inquiry.phone': '電話番号',
  'site.inquiry.phoneHint': '任意。ハイフンの有無は問いません。',
  'site.inquiry.body': 'お問い合わせ内容',
  'site.inquiry.bodyHint': '{max}文字以内。画面名や操作した手順をお書きいただくと、回答が早くなります。',
  'site.inquiry.consent': '個人情報保護方針に同意のうえ送信します',
  'site.inquiry.submit': '送信する',
  'site.inquiry.sent': 'お問い合わせを受け付けました（受付番号 {number}）。',
  'site.inquiry.sentLead': '内容を確認のうえ、担当者からご連絡します。受付のお知らせをメールでお送りしました。',
  'site.inquiry.another': '続けて別のお問い合わせをする',
  'site.inquiry.failed': 'お問い合わせを送信できませんでした。時間をおいて再度お試しいただくか、お電話でお問い合わせください。',
  'site.inquiry.error.required': '必須項目です',
  'site.inquiry.error.tooLong': '{max}文字以内で入力してください',
  'site.inquiry.error.mail': 'メールアドレスの形式で入力してください',
  'site.inquiry.error.phone': '電話番号は数字とハイフンで10～13文字で入力してください',
  'site.inquiry.error.category': 'お問い合わせの種類を選択してください',
  'site.inquiry.error.consent': '個人情報保護方針への同意が必要です',
  'site.inquiry.error.tooMany': 'お問い合わせの送信が続いています。しばらく時間をおいてから送信してください。',
  'site.inquiry.error.tooManyForMail':
    'このメールアドレスでのお問い合わせが続いています。しばらく時間をおいてから送信するか、お電話でお問い合わせください。',
  'site.inquiry.error.busy': 'ただいまお問い合わせが集中しています。しばらく時間をおいてから送信するか、お電話（0120-390-188）でお問い合わせください。',
  'site.inquiry.error.control': '改行や制御文字、文字の向きを変える記号は入力できません',
  'site.inquiry.mail.subject': '【法人管理サイト】お問い合わせ受付（{number}）{category}',
  // The desk's copy: every value the visitor typed is marked （入力値） and quoted, the body between fixed lines.
  'site.inquiry.mail.body':
    '法人管理サイトのお問い合わせフォームから、次のお問い合わせを受け付けました。\n' +
    '「（入力値）」の項目と本文は送信者が入力したもので、内容は確認されていません。記載のリンクや連絡先にはご注意ください。\n\n' +
    '受付番号：{number}\n種類：{category}\n送信者：{sender}\n' +
    '法人名（入力値）：「{companyName}」\nお名前（入力値）：「{name}」\nメールアドレス（入力値）：「{mail}」\n電話番号（入力値）：{phone}\nログインID（入力値）：{loginId}\n\n' +
    '――――― 本文（入力値）ここから ―――――\n{body}\n――――― 本文（入力値）ここまで ―――――\n',
  'site.inquiry.mail.signedIn': 'ログイン中の利用者（ログインID {loginId}）',
  'site.inquiry.mail.visitor': 'ログインしていない訪問者',
  'site.inquiry.mail.given': '「{value}」',
  // To an address nobody has verified: a fixed text, nothing the visitor typed (not even the name).
  'site.inquiry.receipt.subject': '【法人管理サイト】お問い合わせを受け付けました（{number}）',
  'site.inquiry.receipt.body':
    '法人管理サイトへのお問い合わせを受け付けました（受付番号 {number}）。担当者から原則として2営業日以内にご連絡します。\n\n' +
    'お心当たりのない場合は、このメールを破棄してください。\n\n' +
    '――\n会員サービス事務局 法人サポート窓口\n受付時間：平日 9:00～18:00（土日祝日・年末年始を除く）\n電話：0120-390-188\n※このメールは送信専用アドレスからお送りしています。\n',
  // To a signed-in person's own registered address: the inquiry as they wrote it.
  'site.inquiry.receipt.bodySignedIn':
    '{name} 様\n\n法人管理サイトへのお問い合わせありがとうございます。次の内容で受け付けました。担当者から原則として2営業日以内にご連絡します。\n\n受付番号：{number}\n種類：{category}\n\n{body}\n\n――\n会員サービス事務局 法人サポート窓口\n受付時間：平日 9:00～18:00（土日祝日・年末年始を除く）\n電話：0120-390-188\n※このメールは送信専用アドレスからお送りしています。\n',
  'site.inquiry.noPhone': '（なし）',
  'site.inquiry.noLogin': '（なし）',

  'site.faq.search': 'キーワードで探す',
  'site.faq.searchPlaceholder': '例：パスワード、一括登録、利用上限額',
  'site.faq.topics': '分類',
  'site.faq.allTopics': 'すべて',
  'site.faq.count': '{count}件のご質問',
  'site.faq.none': '該当するご質問がありません。キーワードを変えるか、お問い合わせフォームからお尋ねください。',
  'site.faq.toContact': '解決しない場合はお問い合わせください',

  'site.manuals.lead':
    '役割ごとの操作マニュアル（PDF）をご用意しています。画面ごとの操作と注意点を、実際の画面の図とともに説明しています。',
  'site.manuals.download': 'PDFをダウンロード',
  'site.manuals.failed': 'マニュアルをダウンロードできませんでした。時間をおいて再度お試しください。',
  'site.manuals.openFaq': '画面で探す',
  'site.manuals.contents': '主な内容',

  'site.updated': '最終更新日：{date}',
  'site.signedOutNote': '本ページはログインせずにご覧いただけます。',

  // ---- 個人情報保護方針
  'doc.privacy.title': '個人情報保護方針',
  'doc.privacy.updated': '2026年4月1日',
  'doc.privacy.lead':
    '会員サービス事務局（以下「当社」）は、シェアオフィス・フレキシブルオフィス会員サービス（以下「本サービス」）および法人管理サイト（以下「本サイト」）の運営にあたり、お客さまの個人情報を次のとおり取り扱います。',
  'doc.privacy.collect.heading': '1. 取得する個人情報',
  'doc.privacy.collect.bullets':
    '会員の氏名、フリガナ、メールアドレス、社員番号、所属部署\n責任者・部署担当者の氏名、フリガナ、ログインID、メールアドレス、電話番号\n施設の予約、入退館、ご利用の記録\nご請求先の法人名、住所、ご担当者名\nお問い合わせフォームに入力された内容',
  'doc.privacy.purpose.heading': '2. 利用目的',
  'doc.privacy.purpose.body':
    '取得した個人情報は、次の目的の範囲内で利用します。目的を変更する場合は、本サイトでお知らせします。',
  'doc.privacy.purpose.bullets':
    '本サービスの提供、本人確認および施設の入退館管理\nご利用料金の計算、ご請求およびお支払いの確認\n利用上限額に関するお知らせ、重要なお知らせの送信\nお問い合わせへの回答\nサービス改善のための統計資料の作成（個人を特定できない形に加工します）',
  'doc.privacy.share.heading': '3. 第三者への提供',
  'doc.privacy.share.body':
    '法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供しません。ご契約法人の責任者および部署担当者は、管理に必要な範囲で所属会員の情報を本サイトで閲覧・変更できます。',
  'doc.privacy.outsource.heading': '4. 業務の委託',
  'doc.privacy.outsource.body':
    '施設の運営、システムの保守、請求書の発送などの業務を外部に委託する場合があります。委託先とは機密保持を含む契約を結び、適切に監督します。',
  'doc.privacy.security.heading': '5. 安全管理',
  'doc.privacy.security.body':
    '通信の暗号化、アクセス権限の管理、ログイン時の確認コードによる二段階の本人確認、操作の記録などにより、個人情報の漏えい、滅失、毀損を防ぎます。従業者には個人情報の取り扱いに関する教育を定期的に行います。',
  'doc.privacy.rights.heading': '6. 開示・訂正・利用停止のご請求',
  'doc.privacy.rights.body':
    'ご本人から、保有個人データの開示、訂正、追加、削除、利用停止、第三者提供の停止のご請求があった場合は、ご本人であることを確認したうえで、法令に従い遅滞なく対応します。ご請求は下記の窓口で承ります。',
  'doc.privacy.contact.heading': '7. お問い合わせ窓口',
  'doc.privacy.contact.body':
    '会員サービス事務局 個人情報お問い合わせ窓口\n受付時間：平日 9:00～18:00（土日祝日・年末年始を除く）\n電話：0120-390-188　メール：privacy@example.jp',

  // ---- Cookieおよびアクセスログ
  'doc.cookie.title': 'Cookieおよびアクセスログについて',
  'doc.cookie.updated': '2026年4月1日',
  'doc.cookie.lead':
    '本サイトでは、安全にご利用いただくために、Cookieとアクセスログを次のとおり利用します。広告や行動の追跡を目的としたCookieは使用していません。',
  'doc.cookie.cookies.heading': '1. 本サイトが使用するCookie',
  'doc.cookie.cookies.body':
    '本サイトは、ログインの状態を保つために必要な、次の3種類のCookieだけを使用します。いずれもブラウザーを閉じるか、ログアウトすると無効になります。',
  'doc.cookie.cookies.bullets':
    'セッションCookie：ログイン中であることを示します。スクリプトからは読み取れません。\n不正送信防止用Cookie：他のサイトから本サイトへの操作が送信されることを防ぎます。\n確認コード入力用Cookie：パスワードの入力から確認コードの入力までの10分間だけ使用します。',
  'doc.cookie.disable.heading': '2. Cookieを無効にした場合',
  'doc.cookie.disable.body':
    'ブラウザーの設定でCookieを無効にすると、本サイトにログインできません。本サイトをご利用になるときは、Cookieを有効にしてください。',
  'doc.cookie.logs.heading': '3. アクセスログ',
  'doc.cookie.logs.body':
    '本サイトは、アクセスの日時、接続元のIPアドレス、閲覧したページ、ログインの成否、操作の結果を記録します。記録にパスワード、確認コードは含みません。',
  'doc.cookie.logUse.heading': '4. アクセスログの利用目的と保存期間',
  'doc.cookie.logUse.body':
    'アクセスログは、不正なログインの検知と防止、障害の調査、お問い合わせへの回答、サービスの改善のためにのみ利用し、原則として1年間保存した後に消去します。法令に基づく場合を除き、第三者に提供しません。',
  'doc.cookie.search.heading': '5. メニュー検索の記録',
  'doc.cookie.search.body':
    'メニューのキーワード検索で入力された語句は、メニューの名称や配置を見直すために記録します。ログインしている方ごとに直近の100件だけを保存します。',

  // ---- 利用規約
  'doc.terms.title': '法人管理サイト利用規約',
  'doc.terms.updated': '2026年4月1日',
  'doc.terms.lead':
    'この規約は、会員サービス事務局（以下「当社」）が提供する法人管理サイト（以下「本サイト」）を、ご契約法人（以下「契約者」）の責任者および部署担当者（以下あわせて「利用者」）が利用する条件を定めるものです。',
  'doc.terms.scope.heading': '第1条（適用）',
  'doc.terms.scope.body':
    '本規約は、本サイトの利用に関する当社と契約者および利用者との間の一切の関係に適用されます。本サービスの利用契約に本規約と異なる定めがある場合は、利用契約の定めが優先します。',
  'doc.terms.account.heading': '第2条（アカウントの管理）',
  'doc.terms.account.body':
    '利用者は、ログインID、パスワードおよび確認コードを自らの責任で管理し、第三者に利用させてはなりません。これらを用いて行われた操作は、当該利用者が行ったものとみなします。漏えいのおそれがある場合は、直ちにパスワードと確認コードを変更し、当社に連絡してください。',
  'doc.terms.roles.heading': '第3条（責任者および部署担当者）',
  'doc.terms.roles.body':
    '契約者は、本サイトを利用する責任者を定め、当社に届け出るものとします。責任者は、部署担当者を登録し、担当する部署を定めることができます。契約者は、利用者が本サイトで行った会員の登録、変更、削除その他の操作について責任を負います。',
  'doc.terms.personal.heading': '第4条（会員の個人情報）',
  'doc.terms.personal.body':
    '利用者は、会員の個人情報を本サイトに登録する前に、当社の個人情報保護方針を会員本人に通知し、同意を得るものとします。CSVファイルで一括登録する場合も同様とします。',
  'doc.terms.prohibited.heading': '第5条（禁止事項）',
  'doc.terms.prohibited.bullets':
    '他人のログインIDを用いて本サイトを利用すること\n本サイトのサーバーやネットワークに過度の負荷をかけること\n本サイトの脆弱性を探る行為、通信を不正に傍受または改ざんする行為\n事実と異なる情報を登録すること\n法令または公序良俗に反する行為',
  'doc.terms.suspend.heading': '第6条（停止・変更）',
  'doc.terms.suspend.body':
    '当社は、保守、障害対応その他やむを得ない事由がある場合、事前の通知なく本サイトの全部または一部を停止することがあります。予定された停止は、本サイトのお知らせで事前にご案内します。',
  'doc.terms.liability.heading': '第7条（免責）',
  'doc.terms.liability.body':
    '当社は、当社の故意または重大な過失による場合を除き、本サイトの利用または利用できなかったことにより契約者に生じた損害について、責任を負いません。',
  'doc.terms.change.heading': '第8条（規約の変更）',
  'doc.terms.change.body':
    '当社は、本規約を変更する場合、変更の内容と効力発生日を本サイトでお知らせします。効力発生日以降に本サイトを利用した場合は、変更後の規約に同意したものとみなします。',
  'doc.terms.law.heading': '第9条（準拠法・管轄）',
  'doc.terms.law.body': '本規約は日本法に準拠し、本サイトに関する紛争は東京地方裁判所を第一審の専属的合意管轄裁判所とします。',

  // ---- よくあるご質問
  'doc.faq.title': 'よくあるご質問',
  'doc.faq.updated': '2026年4月1日',
  'doc.faq.lead': '法人管理サイトについて、よくいただくご質問と回答をまとめました。',
  'doc.faq.topic.login': 'ログイン・パスワード',
  'doc.faq.topic.members': '会員の管理',
  'doc.faq.topic.departments': '部署・利用上限額',
  'doc.faq.topic.uploads': 'CSVでの一括操作',
  'doc.faq.topic.usage': '予約・利用実績・ご請求',
  'doc.faq.login.1.q': 'パスワードを忘れてしまいました。',
  'doc.faq.login.1.a':
    'ログイン画面の「パスワードをお忘れの方はこちら」から、ログインIDと登録されているメールアドレスを入力してください。仮パスワードをメールでお送りします。仮パスワードの有効期間は30分です。ログイン後、新しいパスワードに変更してください。',
  'doc.faq.login.2.q': 'アカウントがロックされてしまいました。',
  'doc.faq.login.2.a':
    'パスワードを10回続けて誤るとアカウントが30分間ロックされ、30分たつと自動で解除されます。急ぐ場合は、同じ法人の責任者が「責任者詳細」または「部署担当者詳細」の画面からロックを解除できます。',
  'doc.faq.login.3.q': '確認コードとは何ですか。',
  'doc.faq.login.3.a':
    'パスワードに続けて入力する、ご本人だけが知る第二の暗証です。初めてログインするときに、お知らせした確認コードをご自身のものに変更していただきます。ログイン後は、画面右上のアカウントメニューの「確認コード変更」から変更できます。',
  'doc.faq.login.4.q': '操作の途中でログイン画面に戻ってしまいました。',
  'doc.faq.login.4.a':
    '安全のため、2時間操作がないと自動でログアウトします。また、ログインから24時間たつと再度のログインが必要です。入力中の内容は保存されませんので、もう一度ログインして操作してください。',
  'doc.faq.login.5.q': '複数の法人を管理しています。法人を切り替えるには？',
  'doc.faq.login.5.a': '画面上部の法人名を押し、一覧から管理する法人を選んでください。表示中の画面が選んだ法人の内容に切り替わります。',
  'doc.faq.members.1.q': '会員を登録したのに、会員が施設を利用できません。',
  'doc.faq.members.1.a':
    '会員情報の一覧で、その会員の状態を確認してください。「未承認」の場合は、会員詳細の「承認」を押すと利用できるようになります。「利用停止」の場合は「利用再開」を押してください。所属部署が利用停止になっていないかも確認してください。',
  'doc.faq.members.2.q': '会員の初期パスワードを再発行するには？',
  'doc.faq.members.2.a':
    '会員詳細の「パスワード再発行」を押してください。新しい初期パスワードを会員のメールアドレスにお送りします。会員は次回のログインでパスワードを変更します。',
  'doc.faq.members.3.q': '退職した会員を削除したい。',
  'doc.faq.members.3.a':
    '会員詳細の「削除」、または会員情報の一覧で複数の会員を選んで「選択した会員を削除」を押してください。削除の前に確認の画面が表示され、今後の予約はキャンセルされます。削除した会員はログインも施設の利用もできなくなりますが、会員情報は引き続き閲覧できます。その月の利用分はご請求に含まれます。',
  'doc.faq.members.4.q': '登録できるメールアドレスに制限はありますか。',
  'doc.faq.members.4.a':
    '企業情報に登録したメールドメインのアドレスだけを登録できます。フリーメールのアドレスは登録できません。ドメインの追加は、責任者が企業情報の変更画面で行えます。',
  'doc.faq.departments.1.q': '部署を新しく作りたい。',
  'doc.faq.departments.1.a':
    '責任者が部署情報の「部署登録申請」から申請してください。当社で確認後に部署が登録され、申請の状況は部署登録申請詳細で確認できます。複数の部署は、CSVでの一括登録も可能です。',
  'doc.faq.departments.2.q': '利用上限額に達するとどうなりますか。',
  'doc.faq.departments.2.a':
    '設定により、責任者と部署担当者にお知らせのメールが届くか、その部署または会員の新しい予約ができなくなります。利用上限額の画面で、現在の利用率と設定を確認・変更できます。集計期間は前月21日から当月20日までです。',
  'doc.faq.departments.3.q': '部署の表示順を変えたい。',
  'doc.faq.departments.3.a': '部署情報の一覧の「表示順変更」から並べ替えてください。多数の部署はCSVでの一括変更もできます。',
  'doc.faq.uploads.1.q': 'CSVファイルの形式がわかりません。',
  'doc.faq.uploads.1.a':
    '各一括操作の最初の手順「ダウンロード」で、見出し行入りのテンプレートをダウンロードできます。文字コードはUTF-8またはShift_JIS（Excelで保存した形式）のどちらでも受け付けます。',
  'doc.faq.uploads.2.q': 'アップロードしたらエラーが表示されました。',
  'doc.faq.uploads.2.a':
    'エラーのある行と理由が一覧で表示されます。エラーが1件でもあるファイルは、すべての行が登録されません。ファイルを修正して、もう一度アップロードしてください。',
  'doc.faq.uploads.3.q': 'アップロードした結果はどこで確認できますか。',
  'doc.faq.uploads.3.a':
    '一括操作履歴（CSV）の画面で、処理の状況と結果を確認できます。処理が終わると、登録結果のCSVをダウンロードできます。処理が始まる前であれば、取り消すこともできます。',
  'doc.faq.usage.1.q': '会員の予約を取り消したい。',
  'doc.faq.usage.1.a': '予約情報の画面で対象の予約の取消ボタンを押し、確認の画面で「取り消す」を押してください。開始済み・終了済み・取消済みの予約は取り消せません。',
  'doc.faq.usage.2.q': '利用実績をExcelで集計したい。',
  'doc.faq.usage.2.a': '利用実績の画面で期間や部署を絞り込み、「CSVダウンロード」を押してください。絞り込んだ利用がCSVファイルで保存されます。',
  'doc.faq.usage.3.q': 'ご請求の締め日はいつですか。',
  'doc.faq.usage.3.a': 'ご利用料金は前月21日から当月20日までを1か月として集計し、部署ごとにご請求します。',

  // ---- 責任者向け操作マニュアル
  'doc.manual.responsible.title': '責任者向け操作マニュアル',
  'doc.manual.responsible.updated': '2026年11月28日',
  'doc.manual.responsible.lead':
    'このマニュアルは、法人管理サイトで自社の契約を管理する責任者の方に向けて、各画面の目的と操作の手順を説明するものです。画面の図は実際の画面を縮小したもので、表示される内容はご契約により異なります。',
  'doc.manual.responsible.login.heading': '1. ログイン',
  'doc.manual.responsible.login.body':
    'ログイン画面でログインIDとパスワードを入力し、続けて確認コードを入力します。初めてログインするときは、お知らせした確認コードとパスワードをご自身のものに変更してください。\n\nパスワードを10回続けて誤ると、アカウントは30分間ロックされます。パスワードを忘れた場合は「パスワードをお忘れの方はこちら」から仮パスワードを発行してください。',
  'doc.manual.responsible.login.caption': '図1 ログイン画面',
  'doc.manual.responsible.home.heading': '2. ホーム画面',
  'doc.manual.responsible.home.body':
    'ログインするとホーム画面が表示されます。左側のメニューから各画面を開きます。メニュー上部の検索欄に「請求」「予約」などのキーワードを入力すると、該当する画面だけが表示されます。画面上部では、管理する法人の切り替え、お知らせの確認、パスワードと確認コードの変更、ログアウトができます。',
  'doc.manual.responsible.home.caption': '図2 ホーム画面とメニュー',
  'doc.manual.responsible.corp.heading': '3. 企業情報',
  'doc.manual.responsible.corp.body':
    '「企業情報」では、企業ID、企業名とそのフリガナ、会員登録の設定（会員登録時の確認コード、許可するメールドメイン、会員登録の承認）、ご契約（契約期間、FLEX/BASE 基本契約）を確認できます。変更できるのは会員登録の設定で、「変更」を押し、入力、確認の順に進みます。許可するメールドメインに含まれないアドレスの会員は登録できません。\n\n企業名やご契約の内容を変更したい場合は、会員サービス事務局 法人サポート窓口へご連絡ください。請求書の送付先（請求先）の住所は「支払い情報」の「請求先変更」で変更を申請します。',
  'doc.manual.responsible.corp.caption': '図3 企業情報',
  'doc.manual.responsible.departments.heading': '4. 部署情報',
  'doc.manual.responsible.departments.body':
    '「部署情報」では、部署の一覧を検索し、部署ごとの詳細、部署担当者、利用上限額を確認できます。新しい部署は「部署登録申請」から申請し、指定した適用日に部署として登録されます。適用日の前日までは申請を取り消せます。部署の利用停止・利用再開と削除は部署詳細の画面から、表示順の変更は「部署の表示順変更」の画面から行います。',
  'doc.manual.responsible.departments.bullets':
    '利用停止にした部署の会員は、施設を利用できなくなります。\n削除の前には確認の画面が表示されます。所属する会員がいる部署は削除できません。',
  'doc.manual.responsible.departments.caption': '図4 部署情報の一覧',
  'doc.manual.responsible.clerks.heading': '5. 責任者と部署担当者',
  'doc.manual.responsible.clerks.body':
    '「責任者」では、自社の責任者を登録・変更・削除します。部署担当者は、部署詳細の「部署担当者」から部署ごとに登録します。登録するとログインIDと初期パスワードがメールで届きます。\n\nパスワードを続けて誤ってロックされた責任者・部署担当者は、その方の詳細画面（「責任者詳細」または「部署担当者詳細」）に「ロック中」と表示され、自動で解除される日時がわかります。その方がログインできる法人をすべて責任者として管理している場合は、「ロック解除」を押すとすぐにログインできるようになります（パスワードは変わりません）。会員のアカウントにはロック解除の操作はありません。',
  'doc.manual.responsible.clerks.caption': '図5 責任者一覧',
  'doc.manual.responsible.budgets.heading': '6. 利用上限額',
  'doc.manual.responsible.budgets.body':
    '「利用上限額（部署）」「利用上限額（会員）」では、集計期間（前月21日から当月20日）ごとの利用額の上限と、上限に近づいたとき・達したときの扱い（お知らせのメールのみ、または予約の停止）を設定します。一覧には現在の利用率が表示されます。',
  'doc.manual.responsible.charges.heading': '7. 請求照会',
  'doc.manual.responsible.charges.body':
    'メニューの「請求」から、締め月（前月21日から当月20日まで）ごとのご請求を確認できます。都度利用の SHARE は「請求照会（SHARE）」、席をご契約の FLEX/BASE は「請求照会（FLEX/BASE）」で開きます。画面上部の「請求月」で月を選ぶと、その月の請求が「未確定」か「確定」かが表示されます。未確定の月の金額は、確定までに変わることがあります。\n\n最初の画面では、請求先ごとに請求書の金額（税抜・消費税額・税込合計）と部署別の請求額を確認できます。「全明細」ではご利用ごとの明細を、「部署別集計」では部署ごとの請求金額と利用上限額を、「会員別内訳」（SHARE のみ）では会員ごとの明細を確認できます。',
  'doc.manual.responsible.charges.bullets':
    '「ダウンロード」で出力内容を選び、「CSV出力」または「Excel出力」で表示中の月の明細を保存できます。CSVの文字コードは UTF-8（BOM付き）と Shift_JIS（CP932）から選べます。\n請求書は「請求書PDF」で保存できます。請求書が発行されるのは、その月の請求が確定してからです。\n「請求先情報」では、請求先ごとに、指定した請求月の範囲の請求書を確認し、月ごとの請求書PDFを保存できます。\n請求書の金額は SHARE と FLEX/BASE の合計です。消費税は請求書ごと・税率ごとに計算しています。',
  'doc.manual.responsible.charges.caption': '図6 請求照会（SHARE）',
  'doc.manual.responsible.payment.heading': '8. 支払い情報',
  'doc.manual.responsible.payment.body':
    'メニューの「支払い情報」では、ご請求の方法の変更を申請します。どの申請も、入力、確認の順に進んで「申請する」を押すと受け付けられ、指定した適用日に反映されます。適用日までは、申請の詳細の画面で「申請を取り消す」を押すと取り消せます。',
  'doc.manual.responsible.payment.bullets':
    '登録管理料請求区分：登録管理料を「代表部署へ一括請求」するか「部署ごとに請求」するかを変更します。\n請求先変更：請求書の送付先（請求先）ごとに、住所・ご担当者・請求書送付先メールアドレスと、その請求先に請求する部署を確認できます。変更理由に「住所変更」を選ぶと請求先の住所などを、「請求先変更」を選ぶと部署の請求先を、既存の請求先または新しい請求先へ変更できます。同じ請求先の部署は1通の請求書にまとめて請求されます。\n支払方法変更：請求先ごとに「請求書払い（銀行振込）」と「口座振替」を切り替えます。口座振替は、金融機関での登録が済んだ後の請求から適用されます。',
  'doc.manual.responsible.payment.caption': '図7 請求先変更',
  'doc.manual.responsible.flex.heading': '9. FLEX/BASE',
  'doc.manual.responsible.flex.body':
    'FLEX/BASE をご契約の場合、メニューに「FLEX/BASE契約情報」と「FLEX/BASE利用者情報」が表示されます。「FLEX/BASE契約情報」では、契約ごとのプラン、拠点、契約期間、契約席数と席の利用状況を確認でき、「詳細」から契約の利用者を確認できます。\n\n「FLEX/BASE利用者情報」では、契約ごとの利用者を検索し、担当者の設定（「担当者にする」「担当者を外す」）、「カード変更」、「削除」を行えます。利用者は「既存会員を追加」で同じ部署の会員をまとめて追加するか、「新規会員を登録」で1名ずつ登録します。',
  'doc.manual.responsible.flex.bullets':
    '契約には担当者が1名以上必要です。担当者が1名の契約では、その方を担当者から外したり削除したりする前に、別の利用者を担当者にしてください。\n利用者が契約席数を超えると、超過分に追加の登録管理料が発生します。追加の前に確認の画面でお知らせします。\n契約期間外の契約には利用者を追加できません。',
  'doc.manual.responsible.flex.caption': '図8 FLEX/BASE契約情報',
  'doc.manual.responsible.uploads.heading': '10. CSVでの一括操作',
  'doc.manual.responsible.uploads.body':
    '会員、責任者・部署担当者、部署の名称・表示順・登録・削除は、CSVファイルでまとめて登録・変更できます。どの一括操作も「ダウンロード」「入力」「アップロード」「完了」の4つの手順で進みます。\n\n会員と、責任者・部署担当者のファイルには個人情報が含まれるため、アップロードの前に個人情報の取り扱いについての確認が表示されます。対象の方にお知らせし同意を得たうえで「同意する」を押してください。同意しない場合、ファイルは送信されません。',
  'doc.manual.responsible.uploads.bullets':
    'エラーが1件でもあるファイルは、どの行も登録されません。\n処理の状況と結果は「一括操作履歴（CSV）」で確認でき、処理の始まる前なら取り消せます。\nコマンドラインの twb コマンドでも、同じファイルを検証・アップロードできます。',
  'doc.manual.responsible.uploads.caption': '図9 一括操作履歴（CSV）',
  'doc.manual.responsible.support.heading': '11. 困ったときは',
  'doc.manual.responsible.support.body':
    'メニューの「よくあるご質問」で、キーワードから回答を探せます。解決しない場合は「お問い合わせ」のフォーム、または会員サービス事務局 法人サポート窓口（電話 0120-390-188、平日 9:00～18:00）までご連絡ください。',

  // ---- 部署担当者向け操作マニュアル
  'doc.manual.clerk.title': '部署担当者向け操作マニュアル',
  'doc.manual.clerk.updated': '2026年11月28日',
  'doc.manual.clerk.lead':
    'このマニュアルは、担当する部署の会員を管理する部署担当者の方に向けて、日常の操作を説明するものです。部署担当者が操作できるのは、担当する部署の会員と利用上限額です。企業情報の変更や部署の登録は責任者が行います。',
  'doc.manual.clerk.login.heading': '1. ログインとホーム画面',
  'doc.manual.clerk.login.body':
    'ログインIDとパスワード、続けて確認コードを入力してログインします。ホーム画面には、お知らせと、部署担当者向けのご利用ガイドが表示されます。左側のメニューには、操作できる画面だけが表示されます。',
  'doc.manual.clerk.login.caption': '図1 部署担当者のホーム画面',
  'doc.manual.clerk.members.heading': '2. 会員情報の検索',
  'doc.manual.clerk.members.body':
    '「会員情報」では、氏名、部署、承認の状態、利用の状態などで会員を検索できます。一覧の見出しを押すと並べ替えられ、検索結果はCSVファイルでダウンロードできます。会員の氏名を押すと会員詳細が開きます。',
  'doc.manual.clerk.members.caption': '図2 会員情報の一覧',
  'doc.manual.clerk.register.heading': '3. 会員の登録',
  'doc.manual.clerk.register.body':
    '「会員登録」で氏名、フリガナ、メールアドレス、所属部署を入力し、確認の画面で内容を確かめて登録します。登録の前に個人情報の取り扱いについての確認が表示されますので、会員ご本人にお知らせし同意を得てください。登録すると、会員に初期パスワードがメールで届きます。',
  'doc.manual.clerk.register.caption': '図3 会員登録',
  'doc.manual.clerk.operations.heading': '4. 承認・利用停止・パスワード再発行',
  'doc.manual.clerk.operations.body': '会員詳細の画面から、次の操作を行えます。どの操作も確認の画面で内容を確かめてから実行されます。',
  'doc.manual.clerk.operations.bullets':
    '承認：未承認の会員が施設を利用できるようになります。\n利用停止：今後の予約はキャンセルされ、施設を利用できなくなります。「利用再開」で元に戻せます。\nパスワード再発行：新しい初期パスワードを会員にメールでお送りします。\n予約停止を解除：予約の無断キャンセルが続いて予約が止められた会員の制限を解除します。\n削除：会員はログインも施設の利用もできなくなります。一覧で複数の会員を選んでまとめて削除することもできます。',
  'doc.manual.clerk.operations.caption': '図4 会員詳細',
  'doc.manual.clerk.budgets.heading': '5. 利用上限額',
  'doc.manual.clerk.budgets.body':
    '「利用上限額（会員）」で、担当部署の会員ごとの利用額の上限と利用率を確認・変更できます。上限に達したときの扱いは、責任者が設定した方法（お知らせのメールのみ、または予約の停止）に従います。',
  'doc.manual.clerk.reservations.heading': '6. 予約情報と利用実績',
  'doc.manual.clerk.reservations.body':
    '「予約情報」では、会員の施設の予約を期間、拠点、会員で検索し、開始前の予約を取り消せます。「利用実績」では、実際のご利用と利用額を期間・部署・会員で絞り込み、合計の確認とCSVのダウンロードができます。',
  'doc.manual.clerk.reservations.caption': '図5 予約情報',
  'doc.manual.clerk.charges.heading': '7. 請求照会',
  'doc.manual.clerk.charges.body':
    '「請求照会（SHARE）」「請求照会（FLEX/BASE）」では、担当する部署の締め月（前月21日から当月20日まで）ごとの請求を「請求月」で選び、「全明細」「部署別集計」「会員別内訳」（SHARE のみ）で確認し、「ダウンロード」からCSVまたはExcelで保存できます。請求書のPDFと請求先の情報は責任者が確認します。',
  'doc.manual.clerk.flex.heading': '8. FLEX/BASE',
  'doc.manual.clerk.flex.body':
    '自社が FLEX/BASE をご契約の場合、「FLEX/BASE契約情報」で契約ごとの席の利用状況を、「FLEX/BASE利用者情報」で担当する部署の利用者を確認できます。利用者の追加は「既存会員を追加」（同じ部署の会員をまとめて）または「新規会員を登録」（1名ずつ）で行い、担当者の設定、カード変更、削除もこの画面から行えます。利用者が契約席数を超えると、超過分に追加の登録管理料が発生します。',
  'doc.manual.clerk.flex.caption': '図6 FLEX/BASE利用者情報',
  'doc.manual.clerk.support.heading': '9. 困ったときは',
  'doc.manual.clerk.support.body':
    'メニューの「よくあるご質問」をご覧ください。解決しない場合は、自社の責任者、または会員サービス事務局 法人サポート窓口（電話 0120-390-188、平日 9:00～18:00）までお問い合わせください。',

  // ---- 会員向けご利用ガイド
  'doc.manual.member.title': '会員向けご利用ガイド',
  'doc.manual.member.updated': '2026年4月1日',
  'doc.manual.member.lead':
    'このガイドは、勤務先の法人を通じてシェアオフィス・フレキシブルオフィスをご利用になる会員の皆さまへ、ご利用の始め方と注意事項をお知らせするものです。責任者・部署担当者の方は、会員の皆さまへの配布にお使いください。',
  'doc.manual.member.start.heading': '1. ご利用の始め方',
  'doc.manual.member.start.body':
    '勤務先の担当者が会員登録を行うと、登録されたメールアドレスに、ログインIDと初期パスワードをお知らせするメールが届きます。会員サイトに初めてログインしたら、初期パスワードをご自身のパスワードに変更してください。',
  'doc.manual.member.start.bullets':
    'パスワードは12～32文字の半角英数字・記号で、英字と数字の両方を含めてください。\nパスワードを忘れた場合は、勤務先の部署担当者に再発行を依頼してください。',
  'doc.manual.member.reserve.heading': '2. 施設の予約と利用',
  'doc.manual.member.reserve.body':
    '会議室や個室は事前に予約してご利用ください。予約した時間の前後は、次の方のために時間どおりの入退室にご協力ください。ご利用の記録は、勤務先の担当者が「利用実績」の画面で確認し、ご請求の集計に使われます。',
  'doc.manual.member.reserve.caption': '図1 担当者が確認する利用実績の画面',
  'doc.manual.member.limits.heading': '3. 利用上限額',
  'doc.manual.member.limits.body':
    '勤務先が会員ごとに月の利用額の上限を設けている場合があります。上限に達すると、新しい予約ができなくなることがあります。集計期間は前月21日から当月20日までです。',
  'doc.manual.member.suspend.heading': '4. ご利用いただけないとき',
  'doc.manual.member.suspend.body':
    '会員の登録が承認されていない場合や、利用停止になっている場合は、施設をご利用いただけません。勤務先の部署担当者にお問い合わせください。退職や異動の際は、勤務先の担当者が会員情報を変更または削除します。',
  'doc.manual.member.privacy.heading': '5. 個人情報の取り扱い',
  'doc.manual.member.privacy.body':
    'ご登録いただいた氏名・メールアドレス・ご利用の記録は、サービスの提供とご請求のために利用し、勤務先の責任者・部署担当者が管理に必要な範囲で閲覧します。詳しくは法人管理サイトの「個人情報保護方針」をご覧ください。',
  'doc.manual.member.contact.heading': '6. お問い合わせ',
  'doc.manual.member.contact.body':
    'ご利用についてのご質問は、まず勤務先の部署担当者にご相談ください。施設の設備や営業時間については、会員サービス事務局（電話 0120-390-188、平日 9:00～18:00）で承ります。',
} as const;

export type SiteTextKey = keyof typeof siteTexts;
