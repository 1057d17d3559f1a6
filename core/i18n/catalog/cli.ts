// Messages of the twb command line: help texts (bilingual), prompts, results and errors.
export const cli = {
  // Help (English first for search engines and non-Japanese operators, then Japanese).
  'cli.help.program': 'Command line for the corporate administration API / 法人管理APIのコマンドラインツール',
  'cli.help.login': 'Sign in and store the access token / ログインしてアクセストークンを保存します',
  'cli.help.whoami': 'Show the signed-in user / ログイン中のユーザーを表示します',
  'cli.help.logout': 'Sign out and remove the stored token / ログアウトして保存したトークンを削除します',
  'cli.help.api': 'Make any call of the admin API with the stored credentials / 保存した認証情報で管理APIを呼び出します',
  'cli.help.api.method': 'HTTP method: GET, POST, PUT, PATCH or DELETE',
  'cli.help.api.path': 'path of the call, with or without the /api prefix (/asynchronousApi/... passes through)',
  'cli.help.api.data': 'JSON request body, or @file to read it from a file (@- for stdin)',
  'cli.help.api.query': 'query parameter key=value (repeatable)',
  'cli.help.option.baseUrl': 'API origin (env TWB_BASE_URL, default http://localhost:8080)',
  'cli.help.option.json': 'print machine-readable JSON on stdout / JSON で出力します',
  'cli.help.option.loginId': 'login id (password from env TWB_PASSWORD, code from TWB_CONFIRMATION_CODE)',
  'cli.help.version': 'print the version',
  'cli.help.help': 'show help',
  'cli.help.after': [
    '',
    'Environment / 環境変数:',
    '  TWB_BASE_URL               API origin / 接続先 (default http://localhost:8080)',
    '  TWB_TOKEN                  access token, overrides the stored one / 保存済みトークンより優先',
    '  TWB_CONFIG_DIR             token store folder / トークン保存先 (default ~/.config/twb)',
    '  TWB_PASSWORD               password for non-interactive login / パスワード',
    '  TWB_CONFIRMATION_CODE      confirmation code / 確認コード',
    '  TWB_NEW_CONFIRMATION_CODE  new code when a change is required / 新しい確認コード',
    '  TWB_NEW_PASSWORD           new password when the initial one must change / 新しいパスワード',
    '  NO_COLOR                   disable colours / 色を付けません',
    '',
    'Exit codes / 終了コード:',
    '  0 ok / 成功   1 failure / 失敗   2 usage / 使い方の誤り   4 auth / 未ログイン・認証エラー・権限なし',
  ].join('\n'),

  // Prompts (written on stderr).
  'cli.prompt.loginId': 'ログインID: ',
  'cli.prompt.password': 'パスワード: ',
  'cli.prompt.confirmationCode': '確認コード: ',
  'cli.prompt.newConfirmationCode': '新しい確認コード: ',
  'cli.prompt.newConfirmationCodeAgain': '新しい確認コード（確認用）: ',
  'cli.prompt.newPassword': '新しいパスワード: ',
  'cli.prompt.newPasswordAgain': '新しいパスワード（確認用）: ',
  'cli.prompt.mismatch': '入力内容が一致しません。もう一度入力してください。',
  'cli.prompt.tooManyMismatches': '入力内容が一致しませんでした。最初からやり直してください。',
  'cli.prompt.notTty': '{what}を入力できません（端末ではありません）。{hint}',
  'cli.prompt.empty': '{what}が入力されていません。',
  'cli.prompt.interrupted': '中断しました。',

  // Names of the values asked for, used in the messages above.
  'cli.value.loginId': 'ログインID',
  'cli.value.password': 'パスワード',
  'cli.value.confirmationCode': '確認コード',
  'cli.value.newConfirmationCode': '新しい確認コード',
  'cli.value.newPassword': '新しいパスワード',
  'cli.hint.loginId': '--login-id を指定してください。',
  'cli.hint.env': '環境変数 {name} を設定してください。',

  // login
  'cli.login.codeChangeRequired': '確認コードの変更が必要です。新しい確認コードを設定してください。',
  'cli.login.passwordChangeRequired': '初期パスワードが変更されていません。新しいパスワードを設定してください。',
  'cli.login.codeChanged': '確認コードを変更しました。',
  'cli.login.passwordChanged': 'パスワードを変更しました。',
  'cli.login.done': '{loginId} としてログインしました（{corporation}）。',
  'cli.login.stored': 'アクセストークンを {file} に保存しました。',
  'cli.login.envTokenWins': '環境変数 TWB_TOKEN が設定されているため、保存したトークンより TWB_TOKEN が優先されます。',
  'cli.login.noAccessToken': 'サーバーがアクセストークンを返しませんでした。もう一度ログインしてください。',
  'cli.login.notAllowedRole': 'ログインIDまたはパスワードが正しくないか、このサイトを利用できないアカウントです。',

  // whoami
  'cli.whoami.loginId': 'ログインID',
  'cli.whoami.name': '氏名',
  'cli.whoami.role': 'ロール',
  'cli.whoami.corporation': '企業',
  'cli.whoami.organization': '所属',
  'cli.whoami.baseUrl': '接続先',
  'cli.role.3': '責任者',
  'cli.role.4': '部署担当者',
  'cli.role.other': 'ロール {roleType}',

  // logout
  'cli.logout.done': 'ログアウトしました。',
  'cli.logout.envTokenRemains': '環境変数 TWB_TOKEN のトークンは削除できません。TWB_TOKEN の設定を解除してください。',

  // Credentials and sessions
  'cli.auth.notSignedIn': 'ログインしていません。twb login でログインしてください。',
  'cli.auth.signInAgain': 'twb login でもう一度ログインしてください。',
  'cli.config.unreadable': 'トークン保存ファイル {file} を読み込めません: {detail}',
  'cli.config.unwritable': 'トークン保存ファイル {file} に書き込めません: {detail}',
  'cli.config.badBaseUrl': '接続先URLが正しくありません: {url}（http:// または https:// で始まるURLを指定してください）',

  // api
  'cli.api.badMethod': 'HTTPメソッドが正しくありません: {method}（GET, POST, PUT, PATCH, DELETE のいずれかを指定してください）',
  'cli.api.badPath': 'パスが正しくありません: {path}（/users/loginUser のように / で始まるパスを指定してください）',
  'cli.api.badQuery': 'クエリの形式が正しくありません: {value}（key=value の形式で指定してください）',
  'cli.api.badJson': '--data のJSONを解釈できません: {detail}',
  'cli.api.unreadableFile': '--data のファイル {file} を読み込めません: {detail}',
  'cli.api.dataWithoutBody': '{method} ではリクエストボディを送れません。-q key=value でクエリを指定してください。',
  'cli.api.httpError': 'HTTP {status} {code}: {message}',

  // Usage and unexpected failures
  'cli.usage.error': '使い方に誤りがあります: {detail}',
  'cli.usage.seeHelp': '詳しくは twb --help を参照してください。',
  'cli.usage.secretInFlag': '{flag} は指定できません。秘密の値はコマンドラインではなく、プロンプトか環境変数 {env} で渡してください。',
  'cli.error.field': '  {field}: {message}',
  'cli.error.unexpected': '予期しないエラーが発生しました: {detail}',
} as const;
