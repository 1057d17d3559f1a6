// Japanese family and given names with katakana readings and romaji (for mail addresses) for the demo members.
// 髙橋 and 山﨑 use IBM-extension kanji on purpose: real rosters have them and full-width checks must accept them.
export interface NamePart {
  kanji: string;
  kana: string;
  romaji: string;
}

const part = (kanji: string, kana: string, romaji: string): NamePart => ({ kanji, kana, romaji });

export const FAMILY_NAMES: readonly NamePart[] = [
  part('佐藤', 'サトウ', 'sato'), part('鈴木', 'スズキ', 'suzuki'), part('高橋', 'タカハシ', 'takahashi'),
  part('田中', 'タナカ', 'tanaka'), part('伊藤', 'イトウ', 'ito'), part('渡辺', 'ワタナベ', 'watanabe'),
  part('山本', 'ヤマモト', 'yamamoto'), part('中村', 'ナカムラ', 'nakamura'), part('小林', 'コバヤシ', 'kobayashi'),
  part('加藤', 'カトウ', 'kato'), part('吉田', 'ヨシダ', 'yoshida'), part('山田', 'ヤマダ', 'yamada'),
  part('佐々木', 'ササキ', 'sasaki'), part('山口', 'ヤマグチ', 'yamaguchi'), part('松本', 'マツモト', 'matsumoto'),
  part('井上', 'イノウエ', 'inoue'), part('木村', 'キムラ', 'kimura'), part('林', 'ハヤシ', 'hayashi'),
  part('斎藤', 'サイトウ', 'saito'), part('清水', 'シミズ', 'shimizu'), part('山崎', 'ヤマザキ', 'yamazaki'),
  part('森', 'モリ', 'mori'), part('池田', 'イケダ', 'ikeda'), part('橋本', 'ハシモト', 'hashimoto'),
  part('阿部', 'アベ', 'abe'), part('石川', 'イシカワ', 'ishikawa'), part('山下', 'ヤマシタ', 'yamashita'),
  part('中島', 'ナカジマ', 'nakajima'), part('石井', 'イシイ', 'ishii'), part('小川', 'オガワ', 'ogawa'),
  part('前田', 'マエダ', 'maeda'), part('岡田', 'オカダ', 'okada'), part('長谷川', 'ハセガワ', 'hasegawa'),
  part('藤田', 'フジタ', 'fujita'), part('後藤', 'ゴトウ', 'goto'), part('近藤', 'コンドウ', 'kondo'),
  part('村上', 'ムラカミ', 'murakami'), part('遠藤', 'エンドウ', 'endo'), part('青木', 'アオキ', 'aoki'),
  part('坂本', 'サカモト', 'sakamoto'), part('髙橋', 'タカハシ', 'takahashi'), part('山﨑', 'ヤマサキ', 'yamasaki'),
];

export const GIVEN_NAMES: readonly NamePart[] = [
  part('翔太', 'ショウタ', 'shota'), part('大輔', 'ダイスケ', 'daisuke'), part('健太', 'ケンタ', 'kenta'),
  part('拓也', 'タクヤ', 'takuya'), part('直樹', 'ナオキ', 'naoki'), part('雄一', 'ユウイチ', 'yuichi'),
  part('和也', 'カズヤ', 'kazuya'), part('達也', 'タツヤ', 'tatsuya'), part('亮', 'リョウ', 'ryo'),
  part('誠', 'マコト', 'makoto'), part('浩二', 'コウジ', 'koji'), part('隆', 'タカシ', 'takashi'),
  part('剛', 'ツヨシ', 'tsuyoshi'), part('陽介', 'ヨウスケ', 'yosuke'), part('悠斗', 'ユウト', 'yuto'),
  part('蓮', 'レン', 'ren'), part('美咲', 'ミサキ', 'misaki'), part('陽子', 'ヨウコ', 'yoko'),
  part('由美', 'ユミ', 'yumi'), part('恵子', 'ケイコ', 'keiko'), part('真由美', 'マユミ', 'mayumi'),
  part('愛', 'アイ', 'ai'), part('彩', 'アヤ', 'aya'), part('奈々', 'ナナ', 'nana'),
  part('さくら', 'サクラ', 'sakura'), part('明美', 'アケミ', 'akemi'), part('裕子', 'ユウコ', 'yuko'),
  part('優花', 'ユウカ', 'yuka'), part('結衣', 'ユイ', 'yui'), part('千尋', 'チヒロ', 'chihiro'),
  part('智子', 'トモコ', 'tomoko'), part('麻衣', 'マイ', 'mai'), part('香織', 'カオリ', 'kaori'),
  part('沙織', 'サオリ', 'saori'), part('直美', 'ナオミ', 'naomi'), part('花子', 'ハナコ', 'hanako'),
  part('太郎', 'タロウ', 'taro'), part('一郎', 'イチロウ', 'ichiro'), part('健一', 'ケンイチ', 'kenichi'),
  part('大翔', 'ヒロト', 'hiroto'), part('陽菜', 'ヒナ', 'hina'), part('颯太', 'ソウタ', 'sota'),
];
