<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The hand history cannot be written ({reason}).</source>
        <translation>ディールの履歴を書き込めません（{reason}）。</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used: {error}.</source>
        <translation>保存されたゲーム {name} を使えませんでした：{error}。</translation>
    </message>
    <message>
        <source>It is kept as {name}.</source>
        <translation>そのファイルは {name} として残してあります。</translation>
    </message>
    <message>
        <source>The previous copy of the saved game was used instead.</source>
        <translation>代わりに、保存されたゲームの1つ前のコピーを使いました。</translation>
    </message>
    <message>
        <source>No saved game could be resumed; the game starts normally.</source>
        <translation>保存されたゲームを再開できませんでした。ゲームは通常どおり始まります。</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). Play goes on, but this game will not be offered for resume.</source>
        <translation>ゲームを {folder} に保存できません（{reason}）。プレイは続けられますが、このゲームはあとで再開できません。</translation>
    </message>
    <message>
        <source>The settings could not be read ({error}); the defaults are used.</source>
        <translation>設定を読み込めませんでした（{error}）。初期設定を使います。</translation>
    </message>
    <message>
        <source>The settings file {name} is damaged; the defaults are used.</source>
        <translation>設定ファイル {name} が壊れています。初期設定を使います。</translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder} ({reason}).</source>
        <translation>設定を {folder} に保存できませんでした（{reason}）。</translation>
    </message>
    <message>
        <source>it is locked by another program (perhaps another copy of the game)</source>
        <translation>ほかのプログラム（たぶん、もう一つ起動しているこのゲーム）がロックしています</translation>
    </message>
    <message>
        <source>The statistics cannot be kept in {folder} ({reason}).</source>
        <translation>統計を {folder} に保存できません（{reason}）。</translation>
    </message>
    <message>
        <source>The statistics database {name} cannot be used: {problem}.</source>
        <translation>統計データベース {name} は使えません：{problem}。</translation>
    </message>
    <message>
        <source>It is left as it is.</source>
        <translation>そのまま残されます。</translation>
    </message>
    <message>
        <source>The statistics file {name} cannot be used: {problem}.</source>
        <translation>統計ファイル {name} は使えません：{problem}。</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}; statistics go on in a fresh file.</source>
        <translation>統計ファイル {name} は使えませんでした（{problem}）。{kept} として保管し、統計は新しいファイルで続けます。</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}.</source>
        <translation>統計ファイル {name} は使えませんでした（{problem}）。{kept} として保管します。</translation>
    </message>
    <message>
        <source>The statistics database could not be used ({error}).</source>
        <translation>統計データベースを使えませんでした（{error}）。</translation>
    </message>
    <message>
        <source>The statistics database was damaged ({error}). It is kept as {name}; a fresh one was started.</source>
        <translation>統計データベースが壊れていました（{error}）。{name} として残し、新しいデータベースを作りました。</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is; this session&apos;s statistics go to {name}.</source>
        <translation>いまは統計データベースを使えません：{why}。データベースはそのままにして、今回の統計は {name} に記録します。</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is.</source>
        <translation>統計データベースは今は使えません：{why}。そのまま残されます。</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in memory only: they cannot be kept on disk either, so they are lost when the game closes.</source>
        <translation>このセッションの統計はメモリにしかありません。ディスクにも保管できないため、ゲームを閉じると失われます。</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in {folder} and go into the database when it can be used again.</source>
        <translation>このセッションの統計は {folder} に保管され、データベースが使えるようになったときに書き込まれます。</translation>
    </message>
    <message>
        <source>These statistics files are left as they are and not counted:
{files}</source>
        <translation>次の統計ファイルはそのまま残され、集計されません：
{files}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be saved and are lost.</source>
        <translation>
            <numerusform>%n 件の統計を保存できず、失われました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</source>
        <translation>
            <numerusform>%n 件の統計はまだデータベースに書き込めていません。{folder} に保管され、書き込める次の起動時に書き込まれます。</numerusform>
        </translation>
    </message>
    <message>
        <source>This session&apos;s statistics cannot be kept on disk: they are in memory only and are lost when the game closes.</source>
        <translation>このセッションの統計はディスクに保管できません。メモリにしかなく、ゲームを閉じると失われます。</translation>
    </message>
    <message>
        <source>it stayed locked by another program</source>
        <translation>ほかのプログラムがロックしたままです</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}. They are kept in {folder} and go into the statistics as soon as they can be written, at the latest at the next start.</source>
        <translation>統計を保存できませんでした：{reason}。{folder} に保管され、書き込めるようになり次第、遅くとも次の起動時に統計に加えられます。</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}, and they cannot be kept on disk either ({why}). They are kept in memory and saved with the next hand if the database can be written again; what is still unsaved when the game closes is lost.</source>
        <translation>統計を保存できませんでした：{reason}。ディスクにも保管できません（{why}）。メモリに保持し、データベースに再び書き込めるようになれば次のディールと一緒に保存します。ゲームを閉じる時点で未保存のものは失われます。</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game (statistics schema {n}; this version reads up to {mine})</source>
        <translation>より新しいバージョンのゲームで書かれています（統計スキーマ {n}、このバージョンが読めるのは {mine} まで）</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>ファイルまたはそのフォルダーに書き込めません</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>次にすること</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>キー：{key}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>What would a strong player do here? (Ctrl+H)</source>
        <translation>強いプレイヤーならここでどうする？（Ctrl+H）</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>残りを宣言</translation>
    </message>
    <message>
        <source>Your team wins every trick left, however the cards lie</source>
        <translation>カードの配置にかかわらず、あなたのチームが残りのトリックをすべて取ります</translation>
    </message>
    <message>
        <source>You are the pitcher: choose trump</source>
        <translation>あなたがピッチャーです：切り札を選んでください</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>あなたの番です：カードを出してください</translation>
    </message>
    <message>
        <source>Everyone passed: as dealer you must bid 2</source>
        <translation>全員がパスしました：ディーラーのあなたは2をビッドしてください</translation>
    </message>
    <message>
        <source>{seat} bid {bid}: bid more or pass</source>
        <translation>{seat}が{bid}をビッド：それより高くビッドするか、パスしてください</translation>
    </message>
    <message>
        <source>Your bid: how many points will your team make?</source>
        <translation>ビッド：あなたのチームは何点取れますか？</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>{n}をビッド</translation>
    </message>
    <message>
        <source>Choose up to 3 cards to exchange with the widow</source>
        <translation>ウィドウと交換するカードを3枚まで選んでください</translation>
    </message>
    <message>
        <source>Keep all my cards</source>
        <translation>交換しない</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n cards</source>
        <translation>
            <numerusform>%n枚を交換する</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard down to 6 cards</source>
        <translation>手札が6枚になるまで捨ててください</translation>
    </message>
    <message>
        <source>Discard these {n}</source>
        <translation>この{n}枚を捨てる</translation>
    </message>
    <message>
        <source>Choose {n} more</source>
        <translation>あと{n}枚選ぶ</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>ハイ</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>ロー</translation>
    </message>
    <message>
        <source>Your first lead must be a trump.</source>
        <translation>最初のリードは切り札でなければなりません。</translation>
    </message>
    <message>
        <source>You hold {suit}: you must follow suit.</source>
        <translation>{suit}を持っています：{suit}を出してください。</translation>
    </message>
    <message>
        <source>You hold {suit}: play {suit} or a trump.</source>
        <translation>{suit}を持っています：{suit}か切り札を出してください。</translation>
    </message>
    <message>
        <source>You must play a trump.</source>
        <translation>切り札を出さなければなりません。</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Another copy of the game is running: this one will not save its game, so it cannot be resumed later.</source>
        <translation>このゲームがもう一つ起動しています：こちらではゲームを保存しないので、あとで再開できません。</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}): it will not be offered for resume.</source>
        <translation>ゲームを {folder} に保存できません（{reason}）：あとで再開できません。</translation>
    </message>
    <message>
        <source>You have an unfinished game: hand {n}, scores {scores}. Resume it?</source>
        <translation>途中のゲームがあります（第{n}ディール、得点 {scores}）。再開しますか？</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Abandon the game in progress ({game}) and start one now?</source>
        <translation>新しいルールは次のゲームから適用されます。進行中のゲーム（{game}）を放棄して、今すぐ新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: {e}</source>
        <translation>レッスンを開けません：{e}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Your team won the game!</source>
        <translation>あなたのチームの勝ちです！</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Winner: {team}</source>
        <translation>勝者：{team}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>スコア表</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>最後のディール</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>あなたの統計</translation>
    </message>
    <message>
        <source>Your bids this game: {made} made, {set} set</source>
        <translation>このゲームでのあなたのビッド：成功 {made}、失敗 {set}</translation>
    </message>
    <message>
        <source>Your team&apos;s bids this game: {made} made, {set} set</source>
        <translation>このゲームでのチームのビッド：成功 {made}、失敗 {set}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Games won: {won} of {played} (before this game: {was_won} of {was_played})</source>
        <translation>勝ったゲーム：{played}中{won}（このゲームの前：{was_played}中{was_won}）</translation>
    </message>
    <message>
        <source>The game could not be resumed: {e}</source>
        <translation>ゲームを再開できませんでした：{e}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Start one now?</source>
        <translation>新しいルールは次のゲームから使われます。いますぐ新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>This deal cannot be played: {e}</source>
        <translation>このディールはプレイできません：{e}</translation>
    </message>
    <message>
        <source>Oklahoma Ten Point Pitch</source>
        <translation>オクラホマ・テンポイント・ピッチ</translation>
    </message>
    <message>
        <source>Hand hist&amp;ory</source>
        <translation>ディールの履歴(&amp;D)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>ディールの履歴</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>このディールをもう一度プレイ</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>読み込み…</translation>
    </message>
    <message>
        <source>as</source>
        <extracomment>&quot;Play this deal again as &lt;seat&gt;&quot;: the word before the seat chooser</extracomment>
        <translation>自分の席：</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>This file cannot be used: {e}</source>
        <translation>このファイルは使えません：{e}</translation>
    </message>
    <message>
        <source>Imported: {name}</source>
        <translation>読み込みました：{name}</translation>
    </message>
    <message>
        <source>This hand cannot be shown: {e}</source>
        <translation>このディールは表示できません：{e}</translation>
    </message>
    <message>
        <source>&lt;p&gt;No hand has been kept yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;記録されたディールはまだありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>ディールの書き出し</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>ディールの記録 (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>ディールの読み込み</translation>
    </message>
    <message>
        <source>{seat}: pass</source>
        <translation>{seat}：パス</translation>
    </message>
    <message>
        <source>{seat}: bid {bid}</source>
        <translation>{seat}：{bid}をビッド</translation>
    </message>
    <message>
        <source>{seat}: trump {suit}</source>
        <translation>{seat}：切り札 {suit}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>切り札 {suit}</translation>
    </message>
    <message>
        <source>{seat} leads: no card is on the table yet.</source>
        <translation>リード：{seat}。まだ場にカードはありません。</translation>
    </message>
    <message>
        <source>{seat}: {card}</source>
        <translation>{seat}：{card}</translation>
    </message>
    <message>
        <source>On the table: {cards}. {seat} led.</source>
        <translation>場のカード：{cards}。リード：{seat}。</translation>
    </message>
    <message>
        <source>The trick so far</source>
        <translation>ここまでのトリック</translation>
    </message>
    <message>
        <source>{seat} (lead)</source>
        <translation>{seat}（リード）</translation>
    </message>
    <message>
        <source>Trick taken by {seat}</source>
        <translation>トリック獲得：{seat}</translation>
    </message>
    <message>
        <source>Computers&apos; reasons</source>
        <translation>コンピュータの理由</translation>
    </message>
    <message>
        <source>{seat} exchanges {cards}</source>
        <translation>{seat}の交換：{cards}</translation>
    </message>
    <message>
        <source>{seat} discards {cards}</source>
        <translation>{seat}の捨て札：{cards}</translation>
    </message>
    <message>
        <source>Dealer: {seat} · Scores: {scores}</source>
        <translation>ディーラー：{seat} · 得点：{scores}</translation>
    </message>
    <message>
        <source>Widow: {cards}</source>
        <translation>ウィドウ：{cards}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配られたカード</translation>
    </message>
    <message>
        <source>Bidding and discards</source>
        <translation>ビッドと捨て札</translation>
    </message>
    <message>
        <source>Trick {n}: {cards} → {winner}</source>
        <translation>トリック{n}：{cards} → {winner}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>メイク</translation>
    </message>
    <message>
        <source>set</source>
        <translation>ダウン</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>得点：{scores}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>トリック{n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>あなたの番まで待ってください</translation>
    </message>
    <message>
        <source>As dealer you must bid 2: press 2</source>
        <translation>ディーラーのあなたは2をビッドしなければなりません：2を押してください</translation>
    </message>
    <message>
        <source>You cannot bid {n} now: bid {low} or more, or press P to pass</source>
        <translation>いまは{n}をビッドできません：{low}以上をビッドするか、P を押してパスしてください</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation>残りを宣言(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>練習(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーションの速度(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>直前のトリック(&amp;L)</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>スコア表(&amp;H)</translation>
    </message>
    <message>
        <source>Chance to &amp;win</source>
        <translation>勝つ確率(&amp;W)</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>サウンド(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>遊び方(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>入門レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>このゲームについて(&amp;A)</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat}が考えています…</translation>
    </message>
    <message>
        <source>Hint: {text}</source>
        <translation>ヒント：{text}</translation>
    </message>
    <message>
        <source>Hand over: {outcome}</source>
        <extracomment>The status line at a hand&apos;s end: &quot;Hand over: You bid 7 and were set.&quot;</extracomment>
        <translation>ディール終了：{outcome}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>まだトリックはありません。</translation>
    </message>
    <message>
        <source>About</source>
        <translation>このゲームについて</translation>
    </message>
    <message>
        <source>Game point</source>
        <translation>ゲームポイント</translation>
    </message>
    <message>
        <source>Who wins the Game point (R8).</source>
        <translation>「ゲーム」の1点を取るチーム（R8）。</translation>
    </message>
    <message>
        <source>Most card points won (A 4, K 3, Q 2, J 1, 10 10)</source>
        <translation>取ったカード点がいちばん多いチーム（A 4、K 3、Q 2、J 1、10 10）</translation>
    </message>
    <message>
        <source>The team that wins the 10 of trump</source>
        <translation>切り札の10を取ったチーム</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>4人プレイ</translation>
    </message>
    <message>
        <source>What happens after trump is named with 4 players (R6).</source>
        <translation>4人のとき、切り札の宣言のあとにすること（R6）。</translation>
    </message>
    <message>
        <source>Exchange up to 3 cards with the widow, then discard to 6</source>
        <translation>ウィドウと3枚まで交換し、6枚になるまで捨てる</translation>
    </message>
    <message>
        <source>Everyone discards 3 cards; the widow stays unused</source>
        <translation>全員が3枚捨てる。ウィドウは使わない</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>フォロー</translation>
    </message>
    <message>
        <source>What you must play to a trick (R7).</source>
        <translation>トリックに出さなければならないカード（R7）。</translation>
    </message>
    <message>
        <source>Follow suit or trump; anything when out of the suit</source>
        <translation>台札のスートか切り札。台札のスートがなければ何でもよい</translation>
    </message>
    <message>
        <source>Follow suit or trump; trump when out of the suit</source>
        <translation>台札のスートか切り札。台札のスートがなければ切り札</translation>
    </message>
    <message>
        <source>Follow suit; anything when out of the suit</source>
        <translation>台札のスート。台札のスートがなければ何でもよい</translation>
    </message>
    <message>
        <source>Low point</source>
        <translation>ローポイント</translation>
    </message>
    <message>
        <source>Who gets the Low point (R8).</source>
        <translation>「ロー」の1点を取るチーム（R8）。</translation>
    </message>
    <message>
        <source>The team that played the lowest trump</source>
        <translation>いちばん弱い切り札を出したチーム</translation>
    </message>
    <message>
        <source>The team that won the trick holding it</source>
        <translation>そのカードが入ったトリックに勝ったチーム</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>How the bidding goes round (R5).</source>
        <translation>ビッドの進め方（R5）。</translation>
    </message>
    <message>
        <source>Round and round until all but one have passed</source>
        <translation>1人を除く全員がパスするまで何周でも</translation>
    </message>
    <message>
        <source>Everyone speaks once, the dealer last</source>
        <translation>全員が1回ずつ、ディーラーが最後</translation>
    </message>
    <message>
        <source>Three of trump</source>
        <translation>切り札の3</translation>
    </message>
    <message>
        <source>The 3 of trump is worth 3 points; bids go up to 10.</source>
        <translation>切り札の3が3点になり、ビッドは10までできる。</translation>
    </message>
    <message>
        <source>Trump first lead</source>
        <translation>最初のリードは切り札</translation>
    </message>
    <message>
        <source>The pitcher must lead trump to the first trick.</source>
        <translation>ピッチャーは最初のトリックで切り札をリードしなければならない。</translation>
    </message>
    <message>
        <source>Red joker high</source>
        <translation>赤ジョーカーが強い</translation>
    </message>
    <message>
        <source>Black joker high</source>
        <translation>黒ジョーカーが強い</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n}人</translation>
    </message>
    <message>
        <source>High joker</source>
        <translation>ハイジョーカー</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>An on/off rule option that is off</extracomment>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>目標点</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>このゲームのオプション</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {reason}</source>
        <translation>ルールを表示できません: {reason}</translation>
    </message>
    <message>
        <source>Reinstall the game to read them.</source>
        <translation>読むにはゲームを再インストールしてください。</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>of spades</source>
        <extracomment>The suit as the second part of a card&apos;s name (&quot;Queen&quot; + &quot;of hearts&quot;)</extracomment>
        <translation>スペード</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>スリー</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letter a player writes for a Jack (German: B)</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The letter a player writes for a Queen (German: D)</extracomment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The letter a player writes for a King</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The letter a player writes for an Ace</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation>赤ジョーカー</translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation>黒ジョーカー</translation>
    </message>
    <message>
        <source>High</source>
        <translation>ハイ</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>ロー</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>オフジャック</translation>
    </message>
    <message>
        <source>Low joker</source>
        <translation>ロージョーカー</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>北西</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>北東</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>味方</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <extracomment>A team of two named by its players: &quot;West &amp; North-east&quot;</extracomment>
        <translation>{first}・{second}</translation>
    </message>
    <message>
        <source>{rank} {of_suit}</source>
        <extracomment>A card&apos;s full name from &quot;Queen&quot; and &quot;of hearts&quot;; reorder for your language</extracomment>
        <translation>{of_suit}の{rank}</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Rule and computer changes apply to the next game.</source>
        <translation>ルールとコンピュータの変更は、次のゲームから有効になります。</translation>
    </message>
    <message>
        <source>Rules (for the next game)</source>
        <translation>ルール（次のゲームから）</translation>
    </message>
    <message>
        <source>Which joker ranks above the other (R2).</source>
        <translation>どちらのジョーカーが強いか（R2）。</translation>
    </message>
    <message>
        <source>Two or three teams of two (R1).</source>
        <translation>2人1組のチームが2つまたは3つ（R1）。</translation>
    </message>
    <message>
        <source>The game ends at this (R9).</source>
        <translation>この得点でゲームが終わります（R9）。</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>コンピュータのプレイヤー</translation>
    </message>
    <message>
        <source>The same level for every computer</source>
        <translation>すべてのコンピュータを同じレベルにする</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Show the computers&apos; reasons during play (practice)</source>
        <translation>プレイ中にコンピュータの理由を表示する（練習）</translation>
    </message>
    <message>
        <source>They tell what the computers hold; after the hand they are always there.</source>
        <translation>コンピュータの手札がわかってしまいます。ハンドの後ならいつでも見られます。</translation>
    </message>
    <message>
        <source>Coach: hold a move that costs {cost} points or more (practice)</source>
        <translation>コーチ: {cost}点以上損する手を止める(練習)</translation>
    </message>
    <message>
        <source>Before a costly bid, trump, exchange, discard or card the table says what the search prefers; such games are counted like games with undos.</source>
        <translation>損なビッド、切り札、交換、捨て札、カードの前に、探索が勧める手を表示します。そのゲームは取り消しのあるゲームと同じ扱いになります。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速度</translation>
    </message>
    <message>
        <source>The least time a computer&apos;s move takes.</source>
        <translation>コンピュータが1手にかける最短の時間。</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>コンピュータのペース</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view, at every animation speed.</source>
        <translation>終わったトリックを表示しておく時間（どのアニメーション速度でも）。</translation>
    </message>
    <message>
        <source>Trick pause</source>
        <translation>トリック後の間</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only legal one</source>
        <translation>出せるカードが1枚だけのときは自動で出す</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>自動プレイ</translation>
    </message>
    <message>
        <source>Finish the hand by itself when no point can change hands</source>
        <translation>どの点も動かなくなったらディールを自動で終える</translation>
    </message>
    <message>
        <source>Settled hands</source>
        <translation>決着したディール</translation>
    </message>
    <message>
        <source>Review my hands for the statistics</source>
        <translation>統計のために自分のディールを振り返る</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Four-colour deck: diamonds blue, clubs green</source>
        <translation>4色デッキ：ダイヤは青、クラブは緑</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>新しい言語は、次にゲームを起動したときから表示されます。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The yardstick: the other levels are measured against it.</source>
        <translation>基準：ほかのレベルはこのレベルを相手に測っています。</translation>
    </message>
    <message numerus="yes">
        <source>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</source>
        <extracomment>%1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played</extracomment>
        <translation>
            <numerusform>「やさしい」相手に1ディールあたり%1点（95%区間 %2〜%3）、%nディールで測定</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation>{n}連勝</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n}連敗</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>あなたのゲーム</translation>
    </message>
    <message>
        <source>Count the games in which I undid a move</source>
        <translation>手を戻したゲームも数える</translation>
    </message>
    <message>
        <source>Charts need pyqtgraph, which this build leaves out.</source>
        <translation>グラフには pyqtgraph が必要ですが、このビルドには含まれていません。</translation>
    </message>
    <message>
        <source>Score progression, last game</source>
        <translation>得点の推移（直前のゲーム）</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>勝率の推移</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>リセット…</translation>
    </message>
    <message>
        <source>Practice…</source>
        <translation>練習…</translation>
    </message>
    <message>
        <source>The scores of your last game are drawn once a hand has been scored.</source>
        <translation>直前のゲームの得点の推移は、1ディールの得点が出ると表示されます。</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>The axis of a chart: hand number</extracomment>
        <translation>ディール</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished so far: the line is drawn once two games have been finished.</source>
        <translation>
            <numerusform>これまでに終わったゲーム：%n回。2回終わると線が表示されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>The axis of a chart: number of games played</extracomment>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>プレイしたゲーム</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>勝ったゲーム</translation>
    </message>
    <message>
        <source>Unfinished games (not counted)</source>
        <translation>途中のゲーム（集計外）</translation>
    </message>
    <message>
        <source>With {n} players</source>
        <translation>{n}人のとき</translation>
    </message>
    <message>
        <source>Computers: {level}</source>
        <translation>コンピュータ：{level}</translation>
    </message>
    <message>
        <source>Your bids made / set</source>
        <translation>あなたのビッド（メイク / ダウン）</translation>
    </message>
    <message>
        <source>Your team&apos;s bids made / set</source>
        <translation>あなたのチームのビッド（メイク / ダウン）</translation>
    </message>
    <message>
        <source>{ours} (others: {theirs})</source>
        <translation>{ours}（相手：{theirs}）</translation>
    </message>
    <message>
        <source>Points per hand ({n} hands)</source>
        <translation>1ディールあたりの点（{n}ディール）</translation>
    </message>
    <message>
        <source>Points won by category (us / them)</source>
        <translation>種類別の獲得点（味方 / 相手）</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>現在の連勝・連敗</translation>
    </message>
    <message>
        <source>Longest winning / losing streak</source>
        <translation>最長の連勝 / 連敗</translation>
    </message>
    <message>
        <source>Replayed deals (counted apart)</source>
        <translation>もう一度プレイしたディール（別に集計）</translation>
    </message>
    <message>
        <source>Damaged rows left out</source>
        <translation>除外した破損行</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</source>
        <translation>
            <numerusform>%nディール：あなたの席のコンピュータに勝ち{beat}回、引き分け{tied}回、負け{lost}回。平均{average}点</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{played}戦{won}勝（{rate}）</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Forget every game and hand in the statistics? This cannot be undone.</source>
        <translation>統計からすべてのゲームとディールを消去しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <source>Hand result</source>
        <translation>ディールの結果</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>(count {counts})</source>
        <translation>（カード点 {counts}）</translation>
    </message>
    <message>
        <source>{team}: won {earned}, set: {lost} → {score}</source>
        <translation>{team}：獲得 {earned}、ダウン：{lost} → {score}</translation>
    </message>
    <message>
        <source>{team}: +{earned} → {score}</source>
        <translation>{team}：+{earned} → {score}</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat could not play this deal.</source>
        <translation>あなた：{you}。あなたの席のコンピュータはこのディールをプレイできませんでした。</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat is playing this deal…</source>
        <translation>あなた：{you}。あなたの席のコンピュータがこのディールをプレイしています…</translation>
    </message>
    <message>
        <source>You: {you}, the computer in your seat: {computer}</source>
        <translation>あなた：{you}、あなたの席のコンピュータ：{computer}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>The letter on the dealer button (one letter, e.g. German G for Geber)</extracomment>
        <translation>親</translation>
    </message>
    <message numerus="yes">
        <source>{team}: %n tricks</source>
        <extracomment>A team&apos;s pile of won tricks: the team and how many tricks it holds</extracomment>
        <translation>
            <numerusform>{team}：%nトリック</numerusform>
        </translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>ウィドウ</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>{seat} bid {bid}</source>
        <translation>{seat}が{bid}をビッド</translation>
    </message>
    <message>
        <source>{contract} · trump {suit}</source>
        <translation>{contract} · 切り札 {suit}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>目標点 {target}</translation>
    </message>
    <message>
        <source>this hand: count {count}</source>
        <translation>このディール：カード点 {count}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>出せます</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>いまは出せません</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>未選択</translation>
    </message>
    <message>
        <source>{card}, {state}</source>
        <translation>{card}、{state}</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <source>You and your partner, sitting opposite you, play against the other team. Bid, name trump, and win the tricks that hold the point cards. The first team to reach the target score wins.</source>
        <translation>あなたは向かいに座るパートナーと組んで、相手チームと戦います。ビッドして切り札を宣言し、点になるカードが入ったトリックを取りましょう。先に目標点に達したチームの勝ちです。</translation>
    </message>
    <message>
        <source>When it is your turn, bid the number of points your team will make, or pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest bidder is the pitcher and names trump: S, H, D or C.</source>
        <translation>自分の番が来たら、あなたのチームが取れる点数をビッドするか、パスします。キーボードでは数字キーでビッド（0 は 10）、P でパスです。いちばん高くビッドした人がピッチャーになり、切り札を宣言します：S、H、D、C のキーで選びます。</translation>
    </message>
    <message>
        <source>Trump and the widow</source>
        <translation>切り札とウィドウ</translation>
    </message>
    <message>
        <source>Trump is the named suit, the other jack of the same colour (the off-jack) and both jokers. Then you may exchange cards with the widow and discard down to 6: click cards, or move with Left and Right and press Space, then confirm with Ctrl+Enter. Escape clears your choice.</source>
        <translation>切り札は、宣言されたスートと、同じ色のもう一つのジャック（オフジャック）と、2枚のジョーカーです。そのあと、ウィドウとカードを交換し、手札が6枚になるまで捨てます：カードをクリックするか、←キーと→キーで移動してスペースキーを押し、Ctrl+Enter で確定します。Esc キーで選択を取り消します。</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>On your turn the cards you may play stand up and the others are darkened. Click one, or move to it with Left and Right and press Enter. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>自分の番では、出せるカードが少し上がり、ほかのカードは暗くなります。カードをクリックするか、←キーと→キーで選んで Enter キーを押します。トリックは、いちばん強い切り札が勝ちます。切り札がなければ、台札のスートでいちばん強いカードが勝ちます。</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. If the pitcher&apos;s team makes less than its bid, it loses the bid. Help &gt; Rules (F1) has the whole rules, and Game &gt; Hint (Ctrl+H) suggests a move.</source>
        <translation>ハイ、ロー、ジャック、オフジャック、2枚のジョーカー、ゲームがそれぞれ1点です。ピッチャーのチームの点がビッドに届かなければ、ビッドの数だけ得点から引かれます。ルールの全体は［ヘルプ］&gt;［ルール］（F1）で、次の一手のヒントは［ゲーム］&gt;［ヒント］（Ctrl+H）で見られます。</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>プレイしながら学ぶ</translation>
    </message>
    <message>
        <source>Help &gt; Learn to play (Ctrl+F2) deals a first hand and plays it with you, saying at each of your turns what to do and why. Open it now or at any time.</source>
        <translation>［ヘルプ］&gt;［入門レッスン］（Ctrl+F2）では、最初のディールを配って一緒にプレイし、あなたの番ごとに何をすればよいか、その理由とともに説明します。今すぐでも、あとでいつでも開けます。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} / {count}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Last trick: taken by {seat}</source>
        <translation>直前のトリック：{seat}が取りました</translation>
    </message>
    <message>
        <source>Reviewing… %v of %m decisions</source>
        <translation>振り返り中… %m件中%v件</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The computers&apos; reasons are being worked out.</source>
        <translation>コンピュータの理由を計算しています。</translation>
    </message>
    <message>
        <source>The computers&apos; reasons could not be worked out: {e}</source>
        <translation>コンピュータの理由を計算できませんでした：{e}</translation>
    </message>
    <message>
        <source>Working out the computers&apos; reasons was cancelled.</source>
        <translation>コンピュータの理由の計算を中止しました。</translation>
    </message>
    <message>
        <source>Why each computer bid, named trump and kept its cards, as it saw the hand then.</source>
        <translation>各コンピュータがなぜそうビッドし、切り札を宣言し、カードを残したか（そのとき見えていたハンドから）。</translation>
    </message>
    <message>
        <source>No computer made a bid, trump, exchange or discard in this hand.</source>
        <translation>このハンドでは、ビッド・切り札の宣言・交換・捨て札をしたコンピュータはいません。</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>ミス%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions in this hand cost {cost} points; {mistakes}.</source>
        <translation>このディールでのあなたの判断の損失：{cost}点、{mistakes}。</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost {cost} points in %n hands; {mistakes}.</source>
        <translation>
            <numerusform>あなたの判断の損失：%nディールで{cost}点、{mistakes}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions are being reviewed.</source>
        <translation>あなたの判断を振り返っています。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The review could not be made: {e}</source>
        <translation>振り返りができませんでした：{e}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>振り返りを中止しました。</translation>
    </message>
    <message>
        <source>Total cost of your decisions: {cost} points; mistakes: {n}</source>
        <translation>あなたの判断の損失合計：{cost}点、ミス：{n}</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>このディールであなたの判断はありませんでした。</translation>
    </message>
    <message>
        <source>A choice&apos;s value: the search plays the hand out after it on many deals of the cards you could not see, and averages the points your team scores in this hand minus the others&apos;. Only the difference counts: the best choice&apos;s value minus yours is what your choice cost.</source>
        <translation>選択の価値：探索はその選択のあと、あなたに見えなかったカードの多くの配り方でこのディールを最後までプレイし、このディールであなたのチームが取る点から相手の点を引いた値を平均します。意味を持つのは差だけです。最善の選択の価値からあなたの選択の価値を引いたものが、あなたの選択の損失です。</translation>
    </message>
    <message>
        <source>the best choice</source>
        <translation>最善の選択</translation>
    </message>
    <message>
        <source>costs {cost} points against the best</source>
        <translation>最善より{cost}点の損</translation>
    </message>
    <message>
        <source>You: {action}, {worth}</source>
        <translation>あなた：{action}、{worth}</translation>
    </message>
    <message>
        <source>Best: {action}</source>
        <translation>最善：{action}</translation>
    </message>
    <message>
        <source>In points for your team in this hand, against the others: yours {chosen}, the best {best}.</source>
        <translation>このディールでのあなたのチームの点（相手との差）：あなたの選択 {chosen}、最善 {best}。</translation>
    </message>
    <message>
        <source>Worth {chosen} points for your team in this hand, against the others.</source>
        <translation>価値：このディールであなたのチームに{chosen}点（相手との差）。</translation>
    </message>
    <message>
        <source>A mistake.</source>
        <translation>ミスです。</translation>
    </message>
    <message>
        <source>Yours: {why}</source>
        <translation>あなたの手：{why}</translation>
    </message>
    <message>
        <source>Best: {why}</source>
        <translation>最善：{why}</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}.</source>
        <translation>すべてのカードが見えていれば、最善は{action}でした。</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}; yours cost {cost} points against it.</source>
        <translation>すべてのカードが見えていれば、最善は{action}でした。あなたの選択はそれより{cost}点の損です。</translation>
    </message>
    <message>
        <source>it is your only card</source>
        <translation>出せるのはこのカードだけです</translation>
    </message>
    <message>
        <source>no trump still out can beat it</source>
        <translation>残っている切り札でこれに勝てるものはありません</translation>
    </message>
    <message>
        <source>it is the highest card of its suit still out</source>
        <translation>このスートで残っている中でいちばん強いカードです</translation>
    </message>
    <message>
        <source>no other trump is still out</source>
        <translation>ほかに残っている切り札はありません</translation>
    </message>
    <message>
        <source>playing the ace of trump wins High</source>
        <translation>切り札のエースを出せばハイを取れます</translation>
    </message>
    <message>
        <source>playing the two of trump wins Low</source>
        <translation>切り札の2を出せばローを取れます</translation>
    </message>
    <message>
        <source>it is the cheapest card that does this</source>
        <translation>これがその役目を果たすいちばん安いカードです</translation>
    </message>
    <message>
        <source>it takes the trick</source>
        <translation>これでトリックを取ります</translation>
    </message>
    <message>
        <source>a seat after you may still beat your partner&apos;s card</source>
        <translation>あなたの後の席がまだパートナーのカードに勝つかもしれません</translation>
    </message>
    <message>
        <source>your partner&apos;s card would have held the trick</source>
        <translation>パートナーのカードでトリックは取れていました</translation>
    </message>
    <message>
        <source>no card still out can beat it</source>
        <translation>残っているカードでこれに勝てるものはありません</translation>
    </message>
    <message>
        <source>a seat after you may still beat it</source>
        <translation>あなたの後の席がまだこれに勝つかもしれません</translation>
    </message>
    <message>
        <source>no card of yours can take this trick</source>
        <translation>あなたの手札ではこのトリックを取れません</translation>
    </message>
    <message>
        <source>it keeps every card</source>
        <translation>すべてのカードを残します</translation>
    </message>
    <message numerus="yes">
        <source>%n higher card(s) of its suit still out</source>
        <translation>
            <numerusform>このスートでより強いカードがまだ%n枚残っています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the others must follow with trumps: %n still out</source>
        <translation>
            <numerusform>ほかの人は切り札を出さなければなりません（残り%n枚）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game</source>
        <translation>
            <numerusform>このトリックにはゲームのためのカード点が%n点あります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it adds %n card points toward Game to your partner&apos;s trick</source>
        <translation>
            <numerusform>パートナーのトリックにゲームのためのカード点を%n点加えます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game for the other side</source>
        <translation>
            <numerusform>このトリックには相手側のゲームのためのカード点が%n点あります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) come from the widow</source>
        <translation>
            <numerusform>ウィドウから新しいカードが%n枚来ます</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {why}</source>
        <translation>{move}：{why}</translation>
    </message>
    <message>
        <source>it is the lowest card that takes it</source>
        <translation>これがトリックを取れるいちばん弱いカードです</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card}を出す</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>{suit}を切り札に指定</translation>
    </message>
    <message>
        <source>Exchange nothing</source>
        <translation>交換しない</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>{cards}を交換</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards}を捨てる</translation>
    </message>
    <message>
        <source>bid {n}</source>
        <translation>{n}をビッド</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>the lead of trick {n}</source>
        <translation>トリック{n}のリード</translation>
    </message>
    <message>
        <source>the lead of trick {n} ({card})</source>
        <translation>トリック{n}のリード（{card}）</translation>
    </message>
    <message>
        <source>your card on {trick} in trick {n}</source>
        <translation>トリック{n}で{trick}に出したカード</translation>
    </message>
    <message>
        <source>{card} on {trick} in trick {n}</source>
        <translation>トリック{n}で{trick}に{card}</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>the trump</source>
        <translation>切り札の指定</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>the discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Game of {day}, hand {n}: {decision}</source>
        <translation>{day}のゲーム、第{n}ディール：{decision}</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>切り札 {suit}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>交換 {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>捨て札 {cards}</translation>
    </message>
    <message>
        <source>{chance}%</source>
        <extracomment>A chance in percent; the space and the sign as your language writes them</extracomment>
        <translation>{chance}%</translation>
    </message>
    <message>
        <source>Your team&apos;s chance to win the game, from the score: {chance}</source>
        <translation>あなたのチームがゲームに勝つ確率（得点から）：{chance}</translation>
    </message>
    <message>
        <source>You hold the bid at {bid}: your team&apos;s chance to win the game is {made} if you make it, {set} if you are set.</source>
        <translation>あなたが{bid}でビッドを持っています：メイクすればあなたのチームがゲームに勝つ確率は{made}、ダウンすれば{set}です。</translation>
    </message>
    <message>
        <source>{seat} holds the bid at {bid}: your team&apos;s chance to win the game is {made} if the bid is made, {set} if it is set.</source>
        <translation>{seat}が{bid}でビッドを持っています：メイクされればあなたのチームがゲームに勝つ確率は{made}、ダウンすれば{set}です。</translation>
    </message>
    <message>
        <source>If you bid</source>
        <translation>あなたのビッド</translation>
    </message>
    <message>
        <source>Chance to make it</source>
        <translation>メイクする確率</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>ゲームに勝つ確率</translation>
    </message>
    <message>
        <source>Chance to make it: the cards you cannot see were dealt at random many times and each bid was played out by the computers; of the deals in which your team won the bidding with that bid, the share in which it made it.</source>
        <translation>メイクする確率：あなたに見えないカードを何度もランダムに配り、各ビッドをコンピューターが最後までプレイしました。そのビッドであなたのチームがビッドに勝ったディールのうち、メイクできた割合です。</translation>
    </message>
    <message>
        <source>Chance to win the game: the chance to make it times your team&apos;s chance to win the game once the bid is made, plus the chance to be set times its chance once set, each from the score those deals left.</source>
        <translation>ゲームに勝つ確率：メイクする確率 × メイクした後にあなたのチームがゲームに勝つ確率 ＋ ダウンする確率 × ダウンした後に勝つ確率です。どちらの確率も、それらのディールの後の得点から求めます。</translation>
    </message>
    <message>
        <source>Working out each bid&apos;s chances…</source>
        <translation>各ビッドの確率を計算しています…</translation>
    </message>
    <message>
        <source>Deals tried: {deals}</source>
        <translation>試したディールの数：{deals}</translation>
    </message>
    <message>
        <source>Bid {bid}: your team never won the bidding with it in these deals.</source>
        <translation>ビッド{bid}：これらのディールでは、このビッドであなたのチームがビッドに勝つことは一度もありませんでした。</translation>
    </message>
    <message>
        <source>Bid {bid}: your team won the bidding in {won} of the deals and made it in {make} of those; the chance to win the game is {made} if made, {set} if set.</source>
        <translation>ビッド{bid}：あなたのチームはディールの{won}でビッドに勝ち、そのうち{make}でメイクしました。ゲームに勝つ確率は、メイクすれば{made}、ダウンすれば{set}です。</translation>
    </message>
    <message>
        <source>From the score: how often a team with this score went on to win in many games the computers played against each other, whatever the cards of this hand. If made or set: the same, from the score the hand would leave.</source>
        <translation>得点から：コンピューター同士で対戦した多数のゲームで、この得点のチームが最終的に勝った割合です（このディールのカードは考えません）。メイクした場合とダウンした場合：そのディールの後の得点から同じように求めます。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the teams&apos; final scores (&quot;Us 14, Them 13&quot;)
----------
Separates the names of points in a list (&quot;Jack, Low joker&quot;)</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Game over: your team won. Final score: {scores}</source>
        <translation>ゲーム終了：あなたのチームの勝ちです。最終得点：{scores}</translation>
    </message>
    <message>
        <source>Game over: the other team won. Final score: {scores}</source>
        <translation>ゲーム終了：相手チームの勝ちです。最終得点：{scores}</translation>
    </message>
    <message>
        <source>Game over: {team} won. Final score: {scores}</source>
        <translation>ゲーム終了：{team}のチームの勝ちです。最終得点：{scores}</translation>
    </message>
    <message>
        <source>it takes the {points}</source>
        <translation>{points}を取ります</translation>
    </message>
    <message>
        <source>it puts the {points} at risk</source>
        <translation>{points}を失う危険があります</translation>
    </message>
    <message>
        <source>it gives your partner&apos;s trick the {points}</source>
        <translation>パートナーのトリックに{points}を渡します</translation>
    </message>
    <message>
        <source>the trick holds the {points} for the other side</source>
        <translation>このトリックには相手側への{points}があります</translation>
    </message>
    <message>
        <source>{card} would do the same for less</source>
        <translation>{card}なら同じことをより安くできます</translation>
    </message>
    <message>
        <source>{card} would take it too</source>
        <translation>{card}でも取れます</translation>
    </message>
    <message>
        <source>it takes the trick over your partner&apos;s {card}</source>
        <translation>パートナーの{card}を上回ってトリックを取ります</translation>
    </message>
    <message>
        <source>your partner&apos;s {card} holds the trick</source>
        <translation>パートナーの{card}がトリックを取っています</translation>
    </message>
    <message>
        <source>it lets the trick go, though {cards} would take it</source>
        <translation>{cards}なら取れるのに、このトリックを見送ります</translation>
    </message>
    <message>
        <source>everyone else passed, so the dealer must bid {bid}</source>
        <translation>ほかの全員がパスしたので、ディーラーは{bid}をビッドしなければなりません</translation>
    </message>
    <message>
        <source>your partner holds the bid at {bid}</source>
        <translation>パートナーが{bid}のビッドを持っています</translation>
    </message>
    <message>
        <source>your side makes its bid of {bid} in {chance}% of the simulated deals</source>
        <translation>シミュレーションしたディールの{chance}%で、あなたの側は{bid}のビッドをメイクします</translation>
    </message>
    <message>
        <source>a bid of {bid} is made in {chance}% of the simulated deals</source>
        <translation>{bid}のビッドはシミュレーションしたディールの{chance}%でメイクされます</translation>
    </message>
    <message>
        <source>another side outbids yours in {share}% of them</source>
        <translation>そのうち{share}%では別の側がより高くビッドします</translation>
    </message>
    <message>
        <source>the pitcher is set in {chance}% of the simulated deals</source>
        <translation>ピッチャーはシミュレーションしたディールの{chance}%でダウンします</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold no trump</source>
        <translation>{suit}が切り札なら、切り札は1枚もありません</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold {cards}</source>
        <translation>{suit}が切り札なら、切り札は{cards}です</translation>
    </message>
    <message>
        <source>when your side wins the bidding it makes {bid} in {chance}% of the simulated deals</source>
        <translation>あなたの側がビッドに勝つと、シミュレーションしたディールの{chance}%で{bid}をメイクします</translation>
    </message>
    <message>
        <source>when your side wins the bidding and names {suit} it makes {bid} in {chance}% of the simulated deals</source>
        <translation>あなたの側がビッドに勝って{suit}を切り札にすると、シミュレーションしたディールの{chance}%で{bid}をメイクします</translation>
    </message>
    <message>
        <source>it lets the trumps {cards} go</source>
        <translation>切り札の{cards}を手放します</translation>
    </message>
    <message>
        <source>it keeps all the trumps: {cards}</source>
        <translation>切り札はすべて残します：{cards}</translation>
    </message>
    <message>
        <source>it keeps the trumps {cards}</source>
        <translation>切り札{cards}を残します</translation>
    </message>
    <message>
        <source>the trumps fill the hand, so {cards} must go</source>
        <translation>切り札で手札が埋まるので、{cards}は手放すしかありません</translation>
    </message>
    <message>
        <source>it lets {cards} go but keeps the lower {kept}</source>
        <translation>{cards}を手放し、より弱い{kept}を残します</translation>
    </message>
    <message>
        <source>it lets {cards} go</source>
        <translation>{cards}を手放します</translation>
    </message>
    <message>
        <source>besides trumps it keeps {cards}</source>
        <translation>切り札のほかに{cards}を残します</translation>
    </message>
    <message>
        <source>it keeps {keep} and lets {let_go} go instead</source>
        <translation>代わりに{keep}を残し、{let_go}を手放します</translation>
    </message>
    <message>
        <source>it keeps {keep} as well</source>
        <translation>{keep}も残します</translation>
    </message>
    <message>
        <source>it lets {let_go} go as well</source>
        <translation>{let_go}も手放します</translation>
    </message>
    <message>
        <source>better keep {keep} and let {let_go} go</source>
        <translation>{keep}を残して{let_go}を手放すほうが良いです</translation>
    </message>
    <message>
        <source>better keep {keep} as well</source>
        <translation>{keep}も残すほうが良いです</translation>
    </message>
    <message>
        <source>better let {let_go} go as well</source>
        <translation>{let_go}も手放すほうが良いです</translation>
    </message>
    <message>
        <source>the search values it {points} points above {other}</source>
        <translation>探索の評価では{other}より{points}点高くなります</translation>
    </message>
    <message>
        <source>{other} is worth about the same</source>
        <translation>{other}もほぼ同じ価値です</translation>
    </message>
    <message>
        <source>it gives away about {points} points against {other}</source>
        <translation>{other}と比べて約{points}点を失います</translation>
    </message>
    <message>
        <source>hand {n}, {scores}</source>
        <translation>ディール{n}、{scores}</translation>
    </message>
    <message>
        <source>Abandon the game in progress ({game})?</source>
        <translation>進行中のゲーム（{game}）を放棄しますか？</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>ゲームを放棄しますか？</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Pitcher</source>
        <translation>ピッチャー</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Card play</source>
        <translation>カードのプレイ</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>今すぐ</translation>
    </message>
    <message>
        <source>in {n} minutes</source>
        <translation>{n}分後</translation>
    </message>
    <message>
        <source>in {n} hours</source>
        <translation>{n}時間後</translation>
    </message>
    <message>
        <source>in {n} days</source>
        <translation>{n}日後</translation>
    </message>
    <message>
        <source>{phase}, hand {hand} of a game of {when}: your choice gave away {cost} points. What is best here?</source>
        <translation>{phase}、{when}のゲームの第{hand}ディール：あなたの選択で{cost}点を失いました。ここでの最善の手は？</translation>
    </message>
    <message>
        <source>({n} more after this one)</source>
        <translation>（このあと残り{n}問）</translation>
    </message>
    <message numerus="yes">
        <source>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</source>
        <translation>
            <numerusform>振り返りで{cost}点以上の損失が見つかったあなたの判断は、それぞれ練習問題になります：その局面が専用のテーブルにもう一度出てきます。%n回続けて正解した問題は卒業となり、間違えた問題は早めにまた出てきます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>次の出題</translation>
    </message>
    <message>
        <source>{n} damaged drills were left out.</source>
        <translation>壊れた練習問題{n}問を除外しました。</translation>
    </message>
    <message>
        <source>Practise the due drills ({n})</source>
        <translation>出題時期の問題を練習（{n}問）</translation>
    </message>
    <message>
        <source>Practise the chosen drill</source>
        <translation>選んだ問題を練習</translation>
    </message>
    <message>
        <source>No drills yet: they come from the reviews of the hands you play.</source>
        <translation>練習問題はまだありません：あなたがプレイしたディールの振り返りから作られます。</translation>
    </message>
    <message>
        <source>This hand&apos;s points → the total</source>
        <translation>このディールの点 → 合計</translation>
    </message>
    <message>
        <source>{team}: {points} this hand, {total} in all</source>
        <translation>{team}：このディール{points}、合計{total}</translation>
    </message>
    <message>
        <source>No hand has been scored yet in this game.</source>
        <translation>このゲームではまだディールが得点されていません。</translation>
    </message>
    <message>
        <source>{step}: {reason}</source>
        <translation>{step}: {reason}</translation>
    </message>
    <message>
        <source>{field}, trick {trick}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;plays[3], trick 1, West&quot;</extracomment>
        <translation>{field}、トリック{trick}、{seat}</translation>
    </message>
    <message>
        <source>{field}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;bids[2], North&quot;</extracomment>
        <translation>{field}、{seat}</translation>
    </message>
    <message>
        <source>not this seat&apos;s turn: {seat} must act first</source>
        <translation>この席の番ではありません：先に{seat}の番です</translation>
    </message>
    <message>
        <source>{card} is not in this seat&apos;s hand</source>
        <translation>{card}はこの席の手札にありません</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s) may be exchanged</source>
        <translation>
            <numerusform>交換できるのは%n枚までです</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly %n card(s) must be discarded</source>
        <translation>
            <numerusform>ちょうど%n枚捨てる必要があります</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer cannot pass: everyone else passed, so the dealer must bid 2</source>
        <translation>ディーラーはパスできません：他の全員がパスしたので、ディーラーは2をビッドしなければなりません</translation>
    </message>
    <message>
        <source>{bid} is not legal: a bid must be higher than the standing bid of {high}</source>
        <translation>{bid}は出せません：ビッドは現在のビッド{high}より高くなければなりません</translation>
    </message>
    <message>
        <source>the pitcher&apos;s first lead must be a trump</source>
        <translation>ピッチャーの最初のリードは切り札でなければなりません</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must follow suit</source>
        <translation>この席は{suit}を持っているので、同じスートを出さなければなりません</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must play {suit} or a trump</source>
        <translation>この席は{suit}を持っているので、{suit}か切り札を出さなければなりません</translation>
    </message>
    <message>
        <source>this seat must play a trump</source>
        <translation>この席は切り札を出さなければなりません</translation>
    </message>
    <message>
        <source>{card} is not legal: {why}</source>
        <extracomment>A card refused in a hand record: &quot;9♥ is not legal: this seat holds ♥ …&quot;</extracomment>
        <translation>{card}は出せません：{why}</translation>
    </message>
    <message>
        <source>{seat}: {action}.</source>
        <translation>{seat}：{action}。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins the reasons of a move (&quot;it takes the trick; it takes the Jack&quot;)</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Everyone else passed, so the dealer must bid.</source>
        <translation>ほかの全員がパスしたので、ディーラーはビッドしなければならない。</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>ランダムに選んだ。</translation>
    </message>
    <message>
        <source>Its count of sure points covers the bid.</source>
        <translation>確実な点の数えがビッドに届いている。</translation>
    </message>
    <message>
        <source>Its count of sure points does not cover the lowest bid.</source>
        <translation>確実な点の数えがいちばん低いビッドにも届かない。</translation>
    </message>
    <message>
        <source>Its partner holds the bid.</source>
        <translation>パートナーがビッドを持っている。</translation>
    </message>
    <message>
        <source>The lowest of its best bids: it may still raise, or it speaks last.</source>
        <translation>良いビッドのうちいちばん低いもの：まだ上げられるか、最後に話す。</translation>
    </message>
    <message>
        <source>The bid worth the most among those it expects to make.</source>
        <translation>メイクできそうなビッドのうち、いちばん価値が高いもの。</translation>
    </message>
    <message>
        <source>As high as it makes 85% of the time: it speaks only once.</source>
        <translation>85%の確率でメイクできる高さまで：話すのは一度だけ。</translation>
    </message>
    <message>
        <source>To stop the other side from going out, though it may be set.</source>
        <translation>相手側の上がりを止めるため。セットされるかもしれない。</translation>
    </message>
    <message>
        <source>Passing is worth more than any bid.</source>
        <translation>どのビッドよりもパスのほうが価値が高い。</translation>
    </message>
    <message>
        <source>No bid is made often enough (55% of the time).</source>
        <translation>十分な確率（55%）でメイクできるビッドがない。</translation>
    </message>
    <message>
        <source>The suit that counts the most points.</source>
        <translation>いちばん多く点を数えられるスート。</translation>
    </message>
    <message>
        <source>The suit with the best result in its simulated deals.</source>
        <translation>シミュレーションしたディールで結果がいちばん良いスート。</translation>
    </message>
    <message>
        <source>It keeps its trumps, then its aces, kings and tens.</source>
        <translation>切り札を残し、次にエース、キング、10を残す。</translation>
    </message>
    <message>
        <source>expects {points} points with {suit}</source>
        <translation>{suit}で{points}点を見込む</translation>
    </message>
    <message>
        <source>{bid} in {chance}%</source>
        <translation>{bid}は{chance}%</translation>
    </message>
    <message>
        <source>makes {chances}</source>
        <translation>メイクの確率 {chances}</translation>
    </message>
    <message>
        <source>counted on {cards}</source>
        <translation>当てにしたカード {cards}</translation>
    </message>
    <message>
        <source>points per suit: {suits}</source>
        <translation>スートごとの点：{suits}</translation>
    </message>
    <message>
        <source>kept {cards}</source>
        <translation>残したカード {cards}</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <source>exchange or discard</source>
        <translation>交換・捨て札</translation>
    </message>
    <message>
        <source>play</source>
        <translation>プレイ</translation>
    </message>
    <message numerus="yes">
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>1ディールあたりのあなたの判断の損失（点、%nディールを振り返り）</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per hand: {phases}</source>
        <translation>1ディールあたりのミス：{phases}</translation>
    </message>
    <message>
        <source>Cost per hand</source>
        <translation>1ディールあたりの損失</translation>
    </message>
    <message>
        <source>Mistakes per hand</source>
        <translation>1ディールあたりのミス</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.</source>
        <translation>
            <numerusform>これまでに振り返ったあなたのディール：%n回。2回になると線が表示されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>hands reviewed</source>
        <extracomment>The axis of a chart: the number of hands reviewed so far</extracomment>
        <translation>振り返ったディール数</translation>
    </message>
    <message>
        <source>average of the last {n} hands</source>
        <extracomment>The axis of a chart: each point is the average of the hands before it</extracomment>
        <translation>直近{n}ディールの平均</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>勝つ確率</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points; better: {better}</source>
        <translation>この手は約{cost}点を失います。より良い手: {better}</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points ({why}); better: {better}</source>
        <translation>この手は約{cost}点を失います（{why}）。より良い手: {better}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <translation>そのまま出す</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>選び直す</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>入門レッスン</translation>
    </message>
    <message>
        <source>A first hand, step by step: you sit at the bottom with your partner, North, opposite; West and East play against you.</source>
        <translation>最初のディールを一歩ずつ：あなたは下の席で、向かいがパートナーの北です。西と東が相手チームです。</translation>
    </message>
    <message>
        <source>Leave the lesson?</source>
        <translation>レッスンをやめますか？</translation>
    </message>
    <message>
        <source>The lesson&apos;s hand is not over. Leave it? Help &gt; Learn to play starts it again.</source>
        <translation>レッスンのハンドはまだ終わっていません。やめますか？ ヘルプ &gt; 遊び方を学ぶ でもう一度始められます。</translation>
    </message>
    <message>
        <source>Right: that is the search&apos;s best move.</source>
        <translation>正解：探索が選ぶ最善の手です。</translation>
    </message>
    <message>
        <source>Right: that costs only {cost} points against the best. Best: {better}</source>
        <translation>正解：最善との差はわずか{cost}点です。最善：{better}</translation>
    </message>
    <message>
        <source>Missed: that gives away about {cost} points. Better: {better}</source>
        <translation>不正解：約{cost}点を失います。より良い手：{better}</translation>
    </message>
    <message>
        <source>{choice} (yours)</source>
        <translation>{choice}（あなたの選択）</translation>
    </message>
    <message>
        <source>Each choice, in points for your team: {choices}</source>
        <translation>各選択肢（あなたのチームの点）：{choices}</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>練習問題</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>次の問題</translation>
    </message>
    <message>
        <source>This move could not be valued just now: try it again, or go on.</source>
        <translation>この手はいま評価できませんでした。もう一度試すか、先へ進んでください。</translation>
    </message>
    <message>
        <source>Bidding again</source>
        <translation>もう一度ビッド</translation>
    </message>
    <message>
        <source>Naming trump</source>
        <translation>切り札の宣言</translation>
    </message>
    <message>
        <source>You won the bidding: you are the pitcher. Name trump: that suit, the other jack of the same colour (the off-jack) and both jokers become trumps, and any trump beats every other card.</source>
        <translation>ビッドに勝ちました：あなたがピッチャーです。切り札を宣言しましょう：そのスートと、同じ色のもう一つのジャック（オフジャック）と、2枚のジョーカーが切り札になり、切り札はほかのどのカードにも勝ちます。</translation>
    </message>
    <message>
        <source>The widow</source>
        <translation>ウィドウ</translation>
    </message>
    <message>
        <source>Down to six</source>
        <translation>6枚にする</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>プレイ開始</translation>
    </message>
    <message>
        <source>The cards are dealt; the rest is the widow. In turn, each player bids how many of the hand&apos;s points their team will take, or passes; the highest bid names trump.</source>
        <translation>カードが配られました。残りはウィドウです。順番に、各プレイヤーは自分のチームがこのハンドで取る点数をビッドするか、パスします。いちばん高いビッドの人が切り札を決めます。</translation>
    </message>
    <message>
        <source>Each player may now give up to three cards for as many from the widow, unseen. Click the cards to give, then confirm; Escape clears your choice.</source>
        <translation>各プレイヤーは、見ないままウィドウのカードと最大3枚まで交換できます。出すカードをクリックしてから確定します。Esc キーで選択を取り消します。</translation>
    </message>
    <message>
        <source>Everyone keeps six cards for the play: click the cards to let go, then confirm.</source>
        <translation>プレイには6枚を残します。捨てるカードをクリックしてから確定します。</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead: any card. The others follow; a trump led must be answered with a trump by whoever holds one.</source>
        <translation>前のトリックに勝ったので、あなたがリードします。どのカードでもかまいません。他の人はそれに続きます。切り札がリードされたら、切り札を持っている人は切り札を出さなければなりません。</translation>
    </message>
    <message>
        <source>Follow the suit led if you can, or play a trump; the highest trump takes the trick, otherwise the highest card of the suit led. The winner leads next.</source>
        <translation>台札のスートがあればそれを出すか、切り札を出します。トリックはいちばん強い切り札が勝ち、切り札がなければ台札のスートでいちばん強いカードが勝ちます。勝った人が次にリードします。</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <source>The sixth trick is the last: once it is played, the hand is scored.</source>
        <translation>6番目のトリックが最後です。それが終わるとハンドの得点が計算されます。</translation>
    </message>
    <message>
        <source>The bidding goes round while anyone bids higher. {seat} holds the bid at {bid}: bid more, or pass.</source>
        <translation>誰かがより高くビッドする限り、ビッドは回り続けます。いまのビッドは{seat}の{bid}です。より高くビッドするか、パスします。</translation>
    </message>
    <message>
        <source>High and Low go to the team that plays the highest and the lowest trump</source>
        <translation>ハイとローは、いちばん高い切り札といちばん低い切り札を出したチームに</translation>
    </message>
    <message>
        <source>High goes to the team that plays the highest trump, Low to the team that takes the lowest</source>
        <translation>ハイはいちばん高い切り札を出したチームに、ローはいちばん低い切り札をトリックで取ったチームに</translation>
    </message>
    <message>
        <source>Game to the team with the most card points in its tricks</source>
        <translation>ゲームはトリックのカード点がいちばん多いチームに</translation>
    </message>
    <message>
        <source>Game to the team that takes the ten of trump</source>
        <translation>ゲームは切り札の10を取ったチームに</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack and each joker to the team that takes it</source>
        <translation>ジャック、オフジャック、各ジョーカーはそれを取ったチームに</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack, each joker and the three of trump (3 points) to the team that takes it</source>
        <translation>ジャック、オフジャック、各ジョーカー、切り札の3（3点）はそれを取ったチームに</translation>
    </message>
    <message>
        <source>The pitcher leads the first trick. A point each: {high_low}; {taken}; {game}. Leading trumps draws the others&apos; trumps out.</source>
        <translation>最初のトリックはピッチャーがリードします。1点ずつ：{high_low}、{taken}、{game}。切り札をリードすると、他の人の切り札を引き出せます。</translation>
    </message>
    <message>
        <source>Do: {why}</source>
        <translation>次にすること：{why}</translation>
    </message>
    <message>
        <source>{move}: what it is worth is being worked out</source>
        <translation>{move}：その価値を計算中です</translation>
    </message>
    <message>
        <source>{move} would do much the same here</source>
        <translation>{move}でもここではほぼ同じです</translation>
    </message>
    <message>
        <source>Not this one: the lesson follows one recorded hand. {why}.</source>
        <translation>この手ではありません：レッスンは記録されたハンドのとおりに進みます。{why}。</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>あなたのチーム</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>相手チーム</translation>
    </message>
    <message>
        <source>{point}: {team}, {most} card points against {next}</source>
        <translation>{point}：{team}、カード点 {most} 対 {next}</translation>
    </message>
    <message>
        <source>{point}: not played, nobody scores it</source>
        <translation>{point}：出されなかったので、誰の得点にもなりません</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{point}: {card}, played by {player}: {team}</source>
        <translation>{point}：{card}、{player}が出しました：{team}</translation>
    </message>
    <message>
        <source>{point}: {card}, taken by {team}</source>
        <translation>{point}：{card}、{team}が取りました</translation>
    </message>
    <message>
        <source>Your team made its bid of {bid}: it scores the {us} points it took, the other team its {them}. Hands go on until a team reaches the target score. You are ready: Game &gt; New game.</source>
        <translation>あなたのチームは{bid}のビッドをメイクしました：取った{us}点が入り、相手チームには{them}点が入ります。どちらかのチームが目標点に達するまでディールが続きます。これで準備完了です：［ゲーム］&gt;［新しいゲーム］。</translation>
    </message>
    <message>
        <source>Your team was set: it loses {bid} points. The other team scores {them}.</source>
        <translation>あなたのチームはダウンしました：{bid}点を失います。相手チームには{them}点が入ります。</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>ディールの得点</translation>
    </message>
    <message>
        <source>The folder {folder} is a link that leads back to itself: nothing can be kept in it this time.</source>
        <translation>フォルダー {folder} は自分自身を指すリンクです。今回はそこに何も保存できません。</translation>
    </message>
    <message>
        <source>The folder {folder} was a link that leads back to itself: it is kept as {name}, and a new, empty folder is used.</source>
        <translation>フォルダー {folder} は自分自身を指すリンクでした。{name} として残し、新しい空のフォルダーを使います。</translation>
    </message>
    <message>
        <source>You bid {bid} and made it.</source>
        <translation>あなたは{bid}をビッドし、メイクしました。</translation>
    </message>
    <message>
        <source>You bid {bid} and were set.</source>
        <translation>あなたは{bid}をビッドし、ダウンしました。</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and made it.</source>
        <translation>パートナーの{seat}は{bid}をビッドし、メイクしました。</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and was set.</source>
        <translation>パートナーの{seat}は{bid}をビッドし、ダウンしました。</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and made it.</source>
        <extracomment>An opponent&apos;s bid made: &quot;West bid 5 and made it.&quot;</extracomment>
        <translation>{seat}は{bid}をビッドし、メイクしました。</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and was set.</source>
        <extracomment>An opponent&apos;s bid set (it failed): &quot;West bid 5 and was set.&quot;</extracomment>
        <translation>{seat}は{bid}をビッドし、ダウンしました。</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action}（{key}）</translation>
    </message>
</context>
</TS>
