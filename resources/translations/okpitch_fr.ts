<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The hand history cannot be written ({reason}).</source>
        <translation>L&apos;historique des donnes ne peut pas être enregistré ({reason}).</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used: {error}.</source>
        <translation>La partie sauvegardée {name} n&apos;a pas pu être utilisée : {error}.</translation>
    </message>
    <message>
        <source>It is kept as {name}.</source>
        <translation>Le fichier est conservé sous le nom {name}.</translation>
    </message>
    <message>
        <source>The previous copy of the saved game was used instead.</source>
        <translation>La copie précédente de la partie sauvegardée a été utilisée à la place.</translation>
    </message>
    <message>
        <source>No saved game could be resumed; the game starts normally.</source>
        <translation>Aucune partie sauvegardée n&apos;a pu être reprise ; le jeu démarre normalement.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). Play goes on, but this game will not be offered for resume.</source>
        <translation>La partie ne peut pas être sauvegardée dans {folder} ({reason}). Le jeu continue, mais cette partie ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>The settings could not be read ({error}); the defaults are used.</source>
        <translation>Les paramètres n&apos;ont pas pu être lus ({error}) ; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>The settings file {name} is damaged; the defaults are used.</source>
        <translation>Le fichier de paramètres {name} est endommagé ; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder} ({reason}).</source>
        <translation>Les paramètres n&apos;ont pas pu être enregistrés dans {folder} ({reason}).</translation>
    </message>
    <message>
        <source>it is locked by another program (perhaps another copy of the game)</source>
        <translation>elle est verrouillée par un autre programme (peut-être une autre copie du jeu)</translation>
    </message>
    <message>
        <source>The statistics cannot be kept in {folder} ({reason}).</source>
        <translation>Les statistiques ne peuvent pas être conservées dans {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The statistics database {name} cannot be used: {problem}.</source>
        <translation>La base de statistiques {name} ne peut pas être utilisée : {problem}.</translation>
    </message>
    <message>
        <source>It is left as it is.</source>
        <translation>Elle est laissée telle quelle.</translation>
    </message>
    <message>
        <source>The statistics file {name} cannot be used: {problem}.</source>
        <translation>Le fichier de statistiques {name} ne peut pas être utilisé : {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}; statistics go on in a fresh file.</source>
        <translation>Le fichier de statistiques {name} n’a pas pu être utilisé ({problem}). Il est conservé sous le nom {kept} ; les statistiques continuent dans un nouveau fichier.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}.</source>
        <translation>Le fichier de statistiques {name} n’a pas pu être utilisé ({problem}). Il est conservé sous le nom {kept}.</translation>
    </message>
    <message>
        <source>The statistics database could not be used ({error}).</source>
        <translation>La base de statistiques n’a pas pu être utilisée ({error}).</translation>
    </message>
    <message>
        <source>The statistics database was damaged ({error}). It is kept as {name}; a fresh one was started.</source>
        <translation>La base de statistiques était endommagée ({error}). Elle est conservée sous le nom {name} ; une nouvelle base a été créée.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is; this session&apos;s statistics go to {name}.</source>
        <translation>La base de statistiques ne peut pas être utilisée pour l&apos;instant : {why}. Elle reste telle quelle ; les statistiques de cette session vont dans {name}.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is.</source>
        <translation>La base de statistiques ne peut pas être utilisée pour l’instant : {why}. Elle est laissée telle quelle.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in memory only: they cannot be kept on disk either, so they are lost when the game closes.</source>
        <translation>Les statistiques de cette session sont seulement en mémoire : elles ne peuvent pas non plus être conservées sur le disque et seront perdues à la fermeture du jeu.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in {folder} and go into the database when it can be used again.</source>
        <translation>Les statistiques de cette session sont conservées dans {folder} et iront dans la base dès qu’elle pourra de nouveau être utilisée.</translation>
    </message>
    <message>
        <source>These statistics files are left as they are and not counted:
{files}</source>
        <translation>Ces fichiers de statistiques sont laissés tels quels et ne sont pas comptés :
{files}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be saved and are lost.</source>
        <translation>
            <numerusform>%n lot de statistiques n’a pas pu être enregistré et est perdu.</numerusform>
            <numerusform>%n lots de statistiques n’ont pas pu être enregistrés et sont perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</source>
        <translation>
            <numerusform>%n lot de statistiques n’a pas encore pu être écrit dans la base. Il est conservé dans {folder} et y sera ajouté au prochain démarrage qui pourra l’écrire.</numerusform>
            <numerusform>%n lots de statistiques n’ont pas encore pu être écrits dans la base. Ils sont conservés dans {folder} et y seront ajoutés au prochain démarrage qui pourra l’écrire.</numerusform>
        </translation>
    </message>
    <message>
        <source>This session&apos;s statistics cannot be kept on disk: they are in memory only and are lost when the game closes.</source>
        <translation>Les statistiques de cette session ne peuvent pas être conservées sur le disque : elles sont seulement en mémoire et seront perdues à la fermeture du jeu.</translation>
    </message>
    <message>
        <source>it stayed locked by another program</source>
        <translation>elle est restée verrouillée par un autre programme</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}. They are kept in {folder} and go into the statistics as soon as they can be written, at the latest at the next start.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées : {reason}. Elles sont conservées dans {folder} et iront dans les statistiques dès qu’elles pourront être écrites, au plus tard au prochain démarrage.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}, and they cannot be kept on disk either ({why}). They are kept in memory and saved with the next hand if the database can be written again; what is still unsaved when the game closes is lost.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées : {reason}, et elles ne peuvent pas non plus être conservées sur le disque ({why}). Elles sont gardées en mémoire et enregistrées avec la prochaine donne si la base peut de nouveau être écrite ; ce qui n’est pas encore enregistré à la fermeture du jeu est perdu.</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game (statistics schema {n}; this version reads up to {mine})</source>
        <translation>elle a été écrite par une version plus récente du jeu (schéma de statistiques {n} ; cette version lit jusqu’au {mine})</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>le fichier ou son dossier n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Que faire</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Touche {key}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What would a strong player do here? (Ctrl+H)</source>
        <translation>Que ferait un bon joueur ici ? (Ctrl+H)</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Revendiquer le reste</translation>
    </message>
    <message>
        <source>Your team wins every trick left, however the cards lie</source>
        <translation>Votre équipe gagne tous les plis restants, quelle que soit la répartition des cartes</translation>
    </message>
    <message>
        <source>You are the pitcher: choose trump</source>
        <translation>Vous êtes le preneur : choisissez l&apos;atout</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>À vous : jouez une carte</translation>
    </message>
    <message>
        <source>Everyone passed: as dealer you must bid 2</source>
        <translation>Tout le monde a passé : en tant que donneur, vous devez enchérir 2</translation>
    </message>
    <message>
        <source>{seat} bid {bid}: bid more or pass</source>
        <translation>{seat} a enchéri {bid} : surenchérissez ou passez</translation>
    </message>
    <message>
        <source>Your bid: how many points will your team make?</source>
        <translation>Votre enchère : combien de points votre équipe va-t-elle marquer ?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Enchérir {n}</translation>
    </message>
    <message>
        <source>Choose up to 3 cards to exchange with the widow</source>
        <translation>Choisissez jusqu&apos;à 3 cartes à échanger avec le talon</translation>
    </message>
    <message>
        <source>Keep all my cards</source>
        <translation>Garder toutes mes cartes</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n cards</source>
        <translation>
            <numerusform>Échanger %n carte</numerusform>
            <numerusform>Échanger %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard down to 6 cards</source>
        <translation>Écartez pour garder 6 cartes</translation>
    </message>
    <message>
        <source>Discard these {n}</source>
        <translation>Écarter ces {n} cartes</translation>
    </message>
    <message>
        <source>Choose {n} more</source>
        <translation>Encore {n} à choisir</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>HAUT</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>BAS</translation>
    </message>
    <message>
        <source>Your first lead must be a trump.</source>
        <translation>Votre première entame doit être un atout.</translation>
    </message>
    <message>
        <source>You hold {suit}: you must follow suit.</source>
        <translation>Vous avez du {suit} : vous devez fournir.</translation>
    </message>
    <message>
        <source>You hold {suit}: play {suit} or a trump.</source>
        <translation>Vous avez du {suit} : jouez du {suit} ou de l&apos;atout.</translation>
    </message>
    <message>
        <source>You must play a trump.</source>
        <translation>Vous devez jouer atout.</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Another copy of the game is running: this one will not save its game, so it cannot be resumed later.</source>
        <translation>Une autre copie du jeu est ouverte : celle-ci ne sauvegardera pas sa partie, qui ne pourra donc pas être reprise plus tard.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}): it will not be offered for resume.</source>
        <translation>La partie ne peut pas être sauvegardée dans {folder} ({reason}) : elle ne pourra pas être reprise.</translation>
    </message>
    <message>
        <source>You have an unfinished game: hand {n}, scores {scores}. Resume it?</source>
        <translation>Vous avez une partie inachevée : donne {n}, scores {scores}. La reprendre ?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Abandon the game in progress ({game}) and start one now?</source>
        <translation>Les nouvelles règles s&apos;appliquent à la prochaine partie. Abandonner la partie en cours ({game}) et en commencer une maintenant ?</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: {e}</source>
        <translation>La leçon ne peut pas être ouverte : {e}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Your team won the game!</source>
        <translation>Votre équipe a gagné la partie !</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Winner: {team}</source>
        <translation>Vainqueur : {team}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Dernière donne</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <source>Your bids this game: {made} made, {set} set</source>
        <translation>Vos enchères dans cette partie : {made} réussies, {set} chutées</translation>
    </message>
    <message>
        <source>Your team&apos;s bids this game: {made} made, {set} set</source>
        <translation>Enchères de votre équipe dans cette partie : {made} réussies, {set} chutées</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Games won: {won} of {played} (before this game: {was_won} of {was_played})</source>
        <translation>Parties gagnées : {won} sur {played} (avant cette partie : {was_won} sur {was_played})</translation>
    </message>
    <message>
        <source>The game could not be resumed: {e}</source>
        <translation>La partie n&apos;a pas pu être reprise : {e}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Start one now?</source>
        <translation>Les nouvelles règles s&apos;appliquent à la prochaine partie. En commencer une maintenant ?</translation>
    </message>
    <message>
        <source>This deal cannot be played: {e}</source>
        <translation>Cette donne ne peut pas être jouée : {e}</translation>
    </message>
    <message>
        <source>Oklahoma Ten Point Pitch</source>
        <translation>Oklahoma Ten Point Pitch</translation>
    </message>
    <message>
        <source>Hand hist&amp;ory</source>
        <translation>&amp;Historique des donnes</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historique des donnes</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>as</source>
        <extracomment>&quot;Play this deal again as &lt;seat&gt;&quot;: the word before the seat chooser</extracomment>
        <translation>depuis la</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importation</translation>
    </message>
    <message>
        <source>This file cannot be used: {e}</source>
        <translation>Ce fichier ne peut pas être utilisé : {e}</translation>
    </message>
    <message>
        <source>Imported: {name}</source>
        <translation>Importé : {name}</translation>
    </message>
    <message>
        <source>This hand cannot be shown: {e}</source>
        <translation>Cette donne ne peut pas être affichée : {e}</translation>
    </message>
    <message>
        <source>&lt;p&gt;No hand has been kept yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune donne n&apos;a encore été conservée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Exporter la donne</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Relevés de donnes (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportation</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Importer une donne</translation>
    </message>
    <message>
        <source>{seat}: pass</source>
        <translation>{seat} : passe</translation>
    </message>
    <message>
        <source>{seat}: bid {bid}</source>
        <translation>{seat} : enchère {bid}</translation>
    </message>
    <message>
        <source>{seat}: trump {suit}</source>
        <translation>{seat} : atout {suit}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Atout {suit}</translation>
    </message>
    <message>
        <source>{seat} leads: no card is on the table yet.</source>
        <translation>Entame : {seat} ; aucune carte n’est encore sur la table.</translation>
    </message>
    <message>
        <source>{seat}: {card}</source>
        <translation>{seat} : {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}. {seat} led.</source>
        <translation>Sur la table : {cards}. Entame : {seat}.</translation>
    </message>
    <message>
        <source>The trick so far</source>
        <translation>Le pli jusqu’ici</translation>
    </message>
    <message>
        <source>{seat} (lead)</source>
        <translation>{seat} (entame)</translation>
    </message>
    <message>
        <source>Trick taken by {seat}</source>
        <translation>Pli pour {seat}</translation>
    </message>
    <message>
        <source>Computers&apos; reasons</source>
        <translation>Raisons des ordinateurs</translation>
    </message>
    <message>
        <source>{seat} exchanges {cards}</source>
        <translation>{seat} : échange {cards}</translation>
    </message>
    <message>
        <source>{seat} discards {cards}</source>
        <translation>{seat} : écart {cards}</translation>
    </message>
    <message>
        <source>Dealer: {seat} · Scores: {scores}</source>
        <translation>Donneur : {seat} · Scores : {scores}</translation>
    </message>
    <message>
        <source>Widow: {cards}</source>
        <translation>Talon : {cards}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Bidding and discards</source>
        <translation>Enchères et défausses</translation>
    </message>
    <message>
        <source>Trick {n}: {cards} → {winner}</source>
        <translation>Pli {n} : {cards} → {winner}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>set</source>
        <translation>chuté</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Scores : {scores}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Pli {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>donne {n}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Attendez votre tour</translation>
    </message>
    <message>
        <source>As dealer you must bid 2: press 2</source>
        <translation>En tant que donneur, vous devez enchérir 2 : appuyez sur 2</translation>
    </message>
    <message>
        <source>You cannot bid {n} now: bid {low} or more, or press P to pass</source>
        <translation>Vous ne pouvez pas enchérir {n} maintenant : enchérissez {low} ou plus, ou appuyez sur P pour passer</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation>Re&amp;vendiquer le reste</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>&amp;Entraînement…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>Chance to &amp;win</source>
        <translation>&amp;Chances de gagner</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} réfléchit…</translation>
    </message>
    <message>
        <source>Hint: {text}</source>
        <translation>Conseil : {text}</translation>
    </message>
    <message>
        <source>Hand over: {outcome}</source>
        <extracomment>The status line at a hand&apos;s end: &quot;Hand over: You bid 7 and were set.&quot;</extracomment>
        <translation>Donne terminée : {outcome}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Aucun pli n&apos;a encore été joué.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Game point</source>
        <translation>Point de Jeu</translation>
    </message>
    <message>
        <source>Who wins the Game point (R8).</source>
        <translation>Qui marque le point de Jeu (R8).</translation>
    </message>
    <message>
        <source>Most card points won (A 4, K 3, Q 2, J 1, 10 10)</source>
        <translation>Compte des cartes : le plus de points (A 4, R 3, D 2, V 1, 10 10)</translation>
    </message>
    <message>
        <source>The team that wins the 10 of trump</source>
        <translation>Dix d&apos;atout : l&apos;équipe qui le remporte</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>À quatre joueurs</translation>
    </message>
    <message>
        <source>What happens after trump is named with 4 players (R6).</source>
        <translation>Ce qui se passe une fois l&apos;atout nommé, à 4 joueurs (R6).</translation>
    </message>
    <message>
        <source>Exchange up to 3 cards with the widow, then discard to 6</source>
        <translation>Échange avec le talon (jusqu&apos;à 3 cartes), puis écart à 6</translation>
    </message>
    <message>
        <source>Everyone discards 3 cards; the widow stays unused</source>
        <translation>Écart de trois cartes ; le talon n&apos;est pas utilisé</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>Fournir</translation>
    </message>
    <message>
        <source>What you must play to a trick (R7).</source>
        <translation>Ce que vous devez jouer dans un pli (R7).</translation>
    </message>
    <message>
        <source>Follow suit or trump; anything when out of the suit</source>
        <translation>Couleur ou atout, libre sinon</translation>
    </message>
    <message>
        <source>Follow suit or trump; trump when out of the suit</source>
        <translation>Couleur ou atout, atout sinon</translation>
    </message>
    <message>
        <source>Follow suit; anything when out of the suit</source>
        <translation>Couleur, libre sinon</translation>
    </message>
    <message>
        <source>Low point</source>
        <translation>Point Bas</translation>
    </message>
    <message>
        <source>Who gets the Low point (R8).</source>
        <translation>Qui marque le point Bas (R8).</translation>
    </message>
    <message>
        <source>The team that played the lowest trump</source>
        <translation>Atout joué : l&apos;équipe qui a joué l&apos;atout le plus faible</translation>
    </message>
    <message>
        <source>The team that won the trick holding it</source>
        <translation>Pli gagné : l&apos;équipe qui a gagné le pli qui le contient</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>How the bidding goes round (R5).</source>
        <translation>Comment se déroulent les enchères (R5).</translation>
    </message>
    <message>
        <source>Round and round until all but one have passed</source>
        <translation>Plusieurs tours : jusqu&apos;à ce que tous sauf un aient passé</translation>
    </message>
    <message>
        <source>Everyone speaks once, the dealer last</source>
        <translation>Un seul tour : chacun parle une fois, le donneur en dernier</translation>
    </message>
    <message>
        <source>Three of trump</source>
        <translation>Trois d&apos;atout</translation>
    </message>
    <message>
        <source>The 3 of trump is worth 3 points; bids go up to 10.</source>
        <translation>Le 3 d&apos;atout vaut 3 points ; les enchères vont jusqu&apos;à 10.</translation>
    </message>
    <message>
        <source>Trump first lead</source>
        <translation>Entame à l&apos;atout</translation>
    </message>
    <message>
        <source>The pitcher must lead trump to the first trick.</source>
        <translation>Le preneur doit entamer atout au premier pli.</translation>
    </message>
    <message>
        <source>Red joker high</source>
        <translation>Joker rouge haut</translation>
    </message>
    <message>
        <source>Black joker high</source>
        <translation>Joker noir haut</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <source>High joker</source>
        <translation>Joker haut</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>An on/off rule option that is off</extracomment>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Les options de cette partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {reason}</source>
        <translation>Les règles ne peuvent pas être affichées : {reason}</translation>
    </message>
    <message>
        <source>Reinstall the game to read them.</source>
        <translation>Réinstallez le jeu pour les lire.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>of spades</source>
        <extracomment>The suit as the second part of a card&apos;s name (&quot;Queen&quot; + &quot;of hearts&quot;)</extracomment>
        <translation>de pique</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>de cœur</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>de carreau</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>de trèfle</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letter a player writes for a Jack (German: B)</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The letter a player writes for a Queen (German: D)</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The letter a player writes for a King</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The letter a player writes for an Ace</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation>Joker rouge</translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation>Joker noir</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Valet jumeau</translation>
    </message>
    <message>
        <source>Low joker</source>
        <translation>Joker bas</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nord-Ouest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nord-Est</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <extracomment>A team of two named by its players: &quot;West &amp; North-east&quot;</extracomment>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>{rank} {of_suit}</source>
        <extracomment>A card&apos;s full name from &quot;Queen&quot; and &quot;of hearts&quot;; reorder for your language</extracomment>
        <translation>{rank} {of_suit}</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Rule and computer changes apply to the next game.</source>
        <translation>Les changements de règles et de joueurs ordinateur s&apos;appliquent à la prochaine partie.</translation>
    </message>
    <message>
        <source>Rules (for the next game)</source>
        <translation>Règles (pour la prochaine partie)</translation>
    </message>
    <message>
        <source>Which joker ranks above the other (R2).</source>
        <translation>Quel joker est le plus fort (R2).</translation>
    </message>
    <message>
        <source>Two or three teams of two (R1).</source>
        <translation>Deux ou trois équipes de deux (R1).</translation>
    </message>
    <message>
        <source>The game ends at this (R9).</source>
        <translation>La partie s&apos;arrête à ce score (R9).</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <source>The same level for every computer</source>
        <translation>Le même niveau pour tous les ordinateurs</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Show the computers&apos; reasons during play (practice)</source>
        <translation>Montrer les raisons des ordinateurs pendant le jeu (entraînement)</translation>
    </message>
    <message>
        <source>They tell what the computers hold; after the hand they are always there.</source>
        <translation>Elles révèlent ce que tiennent les ordinateurs ; après la donne, elles sont toujours là.</translation>
    </message>
    <message>
        <source>Coach: hold a move that costs {cost} points or more (practice)</source>
        <translation>Entraîneur : retenir un coup qui coûte {cost} point ou plus (entraînement)</translation>
    </message>
    <message>
        <source>Before a costly bid, trump, exchange, discard or card the table says what the search prefers; such games are counted like games with undos.</source>
        <translation>Avant une enchère, un atout, un échange, une défausse ou une carte coûteux, la table dit ce que la recherche préfère ; ces parties comptent comme des parties avec annulations.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>The least time a computer&apos;s move takes.</source>
        <translation>Durée minimale d&apos;un coup de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Rythme de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view, at every animation speed.</source>
        <translation>Durée pendant laquelle un pli terminé reste visible, quelle que soit la vitesse d&apos;animation.</translation>
    </message>
    <message>
        <source>Trick pause</source>
        <translation>Pause après le pli</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only legal one</source>
        <translation>Jouer ma carte automatiquement quand c&apos;est la seule possible</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>Jeu automatique</translation>
    </message>
    <message>
        <source>Finish the hand by itself when no point can change hands</source>
        <translation>Terminer la donne d&apos;elle-même quand plus aucun point ne peut changer de camp</translation>
    </message>
    <message>
        <source>Settled hands</source>
        <translation>Donnes jouées d&apos;avance</translation>
    </message>
    <message>
        <source>Review my hands for the statistics</source>
        <translation>Analyser mes donnes pour les statistiques</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Four-colour deck: diamonds blue, clubs green</source>
        <translation>Jeu à quatre couleurs : carreau bleu, trèfle vert</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Une nouvelle langue s&apos;affiche au prochain démarrage du jeu.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The yardstick: the other levels are measured against it.</source>
        <translation>L’étalon : les autres niveaux sont mesurés contre lui.</translation>
    </message>
    <message numerus="yes">
        <source>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</source>
        <extracomment>%1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played</extracomment>
        <translation>
            <numerusform>Contre Facile : %1 points par donne (intervalle à 95 % : %2 à %3), sur %n donne</numerusform>
            <numerusform>Contre Facile : %1 points par donne (intervalle à 95 % : %2 à %3), sur %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation>{n} victoire(s)</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n} défaite(s)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <source>Count the games in which I undid a move</source>
        <translation>Compter les parties où j&apos;ai annulé un coup</translation>
    </message>
    <message>
        <source>Charts need pyqtgraph, which this build leaves out.</source>
        <translation>Les graphiques nécessitent pyqtgraph, absent de cette version.</translation>
    </message>
    <message>
        <source>Score progression, last game</source>
        <translation>Évolution du score, dernière partie</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Taux de victoire au fil du temps</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Practice…</source>
        <translation>Entraînement…</translation>
    </message>
    <message>
        <source>The scores of your last game are drawn once a hand has been scored.</source>
        <translation>L&apos;évolution du score de votre dernière partie s&apos;affiche dès qu&apos;une donne a été comptée.</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>The axis of a chart: hand number</extracomment>
        <translation>donne</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished so far: the line is drawn once two games have been finished.</source>
        <translation>
            <numerusform>Parties terminées jusqu&apos;ici : %n. La courbe s&apos;affiche dès que deux parties sont terminées.</numerusform>
            <numerusform>Parties terminées jusqu&apos;ici : %n. La courbe s&apos;affiche dès que deux parties sont terminées.</numerusform>
        </translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>The axis of a chart: number of games played</extracomment>
        <translation>parties</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Unfinished games (not counted)</source>
        <translation>Parties inachevées (non comptées)</translation>
    </message>
    <message>
        <source>With {n} players</source>
        <translation>À {n} joueurs</translation>
    </message>
    <message>
        <source>Computers: {level}</source>
        <translation>Ordinateurs : {level}</translation>
    </message>
    <message>
        <source>Your bids made / set</source>
        <translation>Vos contrats réussis / chutés</translation>
    </message>
    <message>
        <source>Your team&apos;s bids made / set</source>
        <translation>Contrats de votre équipe réussis / chutés</translation>
    </message>
    <message>
        <source>{ours} (others: {theirs})</source>
        <translation>{ours} (adversaires : {theirs})</translation>
    </message>
    <message>
        <source>Points per hand ({n} hands)</source>
        <translation>Points par donne ({n} donnes)</translation>
    </message>
    <message>
        <source>Points won by category (us / them)</source>
        <translation>Points gagnés par catégorie (nous / eux)</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest winning / losing streak</source>
        <translation>Plus longue série de victoires / de défaites</translation>
    </message>
    <message>
        <source>Replayed deals (counted apart)</source>
        <translation>Donnes rejouées (comptées à part)</translation>
    </message>
    <message>
        <source>Damaged rows left out</source>
        <translation>Lignes endommagées laissées de côté</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</source>
        <translation>
            <numerusform>%n donne : vous avez battu l’ordinateur à votre place {beat} fois, fait jeu égal {tied} fois, perdu {lost} fois ; en moyenne {average} points</numerusform>
            <numerusform>%n donnes : vous avez battu l’ordinateur à votre place {beat} fois, fait jeu égal {tied} fois, perdu {lost} fois ; en moyenne {average} points</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{won} gagnée(s) sur {played} ({rate})</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget every game and hand in the statistics? This cannot be undone.</source>
        <translation>Effacer toutes les parties et donnes des statistiques ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Hand result</source>
        <translation>Résultat de la donne</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>(count {counts})</source>
        <translation>(compte {counts})</translation>
    </message>
    <message>
        <source>{team}: won {earned}, set: {lost} → {score}</source>
        <translation>{team} : {earned} gagnés, contrat chuté : {lost} → {score}</translation>
    </message>
    <message>
        <source>{team}: +{earned} → {score}</source>
        <translation>{team} : +{earned} → {score}</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat could not play this deal.</source>
        <translation>Vous : {you} ; l’ordinateur à votre place n’a pas pu jouer cette donne.</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat is playing this deal…</source>
        <translation>Vous : {you} ; l’ordinateur à votre place joue cette donne…</translation>
    </message>
    <message>
        <source>You: {you}, the computer in your seat: {computer}</source>
        <translation>Vous : {you}, l’ordinateur à votre place : {computer}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>The letter on the dealer button (one letter, e.g. German G for Geber)</extracomment>
        <translation>D</translation>
    </message>
    <message numerus="yes">
        <source>{team}: %n tricks</source>
        <extracomment>A team&apos;s pile of won tricks: the team and how many tricks it holds</extracomment>
        <translation>
            <numerusform>{team} : %n pli</numerusform>
            <numerusform>{team} : %n plis</numerusform>
        </translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>{seat} bid {bid}</source>
        <translation>{seat} : enchère {bid}</translation>
    </message>
    <message>
        <source>{contract} · trump {suit}</source>
        <translation>{contract} · atout {suit}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Partie en {target} points</translation>
    </message>
    <message>
        <source>this hand: count {count}</source>
        <translation>cette donne : compte {count}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>non jouable pour l&apos;instant</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>non sélectionnée</translation>
    </message>
    <message>
        <source>{card}, {state}</source>
        <translation>{card}, {state}</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>You and your partner, sitting opposite you, play against the other team. Bid, name trump, and win the tricks that hold the point cards. The first team to reach the target score wins.</source>
        <translation>Vous jouez avec votre partenaire, assis en face de vous, contre l&apos;autre équipe. Enchérissez, nommez l&apos;atout et gagnez les plis qui contiennent les cartes à points. La première équipe qui arrive au score à atteindre gagne.</translation>
    </message>
    <message>
        <source>When it is your turn, bid the number of points your team will make, or pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest bidder is the pitcher and names trump: S, H, D or C.</source>
        <translation>À votre tour, enchérissez le nombre de points que votre équipe va marquer, ou passez. Au clavier, un chiffre enchérit (0 vaut 10) et P passe. Le plus fort enchérisseur est le preneur et nomme l&apos;atout : S (pique), H (cœur), D (carreau) ou C (trèfle).</translation>
    </message>
    <message>
        <source>Trump and the widow</source>
        <translation>L&apos;atout et le talon</translation>
    </message>
    <message>
        <source>Trump is the named suit, the other jack of the same colour (the off-jack) and both jokers. Then you may exchange cards with the widow and discard down to 6: click cards, or move with Left and Right and press Space, then confirm with Ctrl+Enter. Escape clears your choice.</source>
        <translation>L&apos;atout comprend la couleur nommée, l&apos;autre valet de même teinte (le valet jumeau) et les deux jokers. Ensuite, vous pouvez échanger des cartes avec le talon et écarter pour garder 6 cartes : cliquez sur les cartes, ou déplacez-vous avec les flèches Gauche et Droite et appuyez sur Espace, puis validez avec Ctrl+Entrée. Échap annule votre choix.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>On your turn the cards you may play stand up and the others are darkened. Click one, or move to it with Left and Right and press Enter. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>À votre tour, les cartes jouables se soulèvent et les autres sont assombries. Cliquez sur l&apos;une d&apos;elles, ou allez-y avec les flèches Gauche et Droite et appuyez sur Entrée. Le plus fort atout gagne le pli, sinon la plus forte carte de la couleur demandée.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Les points</translation>
    </message>
    <message>
        <source>High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. If the pitcher&apos;s team makes less than its bid, it loses the bid. Help &gt; Rules (F1) has the whole rules, and Game &gt; Hint (Ctrl+H) suggests a move.</source>
        <translation>Haut, Bas, Valet, Valet jumeau, les deux jokers et Jeu valent un point chacun. Si l&apos;équipe du preneur marque moins que son enchère, elle perd son enchère. Aide &gt; Règles (F1) contient toutes les règles, et Partie &gt; Conseil (Ctrl+H) suggère un coup.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Apprendre en jouant</translation>
    </message>
    <message>
        <source>Help &gt; Learn to play (Ctrl+F2) deals a first hand and plays it with you, saying at each of your turns what to do and why. Open it now or at any time.</source>
        <translation>Aide &gt; Apprendre à jouer (Ctrl+F2) distribue une première donne et la joue avec vous, en vous disant à chacun de vos tours quoi faire et pourquoi. Ouvrez-la maintenant ou à tout moment.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} sur {count}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Last trick: taken by {seat}</source>
        <translation>Dernier pli : remporté par {seat}</translation>
    </message>
    <message>
        <source>Reviewing… %v of %m decisions</source>
        <translation>Analyse… %v décisions sur %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The computers&apos; reasons are being worked out.</source>
        <translation>Les raisons des ordinateurs sont en cours de calcul.</translation>
    </message>
    <message>
        <source>The computers&apos; reasons could not be worked out: {e}</source>
        <translation>Les raisons des ordinateurs n&apos;ont pas pu être calculées : {e}</translation>
    </message>
    <message>
        <source>Working out the computers&apos; reasons was cancelled.</source>
        <translation>Le calcul des raisons des ordinateurs a été annulé.</translation>
    </message>
    <message>
        <source>Why each computer bid, named trump and kept its cards, as it saw the hand then.</source>
        <translation>Pourquoi chaque ordinateur a enchéri, choisi l&apos;atout et gardé ses cartes, tel qu&apos;il voyait la donne alors.</translation>
    </message>
    <message>
        <source>No computer made a bid, trump, exchange or discard in this hand.</source>
        <translation>Aucun ordinateur n&apos;a enchéri, choisi l&apos;atout, échangé ou écarté dans cette donne.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions in this hand cost {cost} points; {mistakes}.</source>
        <translation>Vos décisions dans cette donne ont coûté {cost} points ; {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost {cost} points in %n hands; {mistakes}.</source>
        <translation>
            <numerusform>Vos décisions ont coûté {cost} points en %n donne ; {mistakes}.</numerusform>
            <numerusform>Vos décisions ont coûté {cost} points en %n donnes ; {mistakes}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions are being reviewed.</source>
        <translation>Vos décisions sont en cours d&apos;analyse.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The review could not be made: {e}</source>
        <translation>L&apos;analyse n&apos;a pas pu être faite : {e}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>L&apos;analyse a été annulée.</translation>
    </message>
    <message>
        <source>Total cost of your decisions: {cost} points; mistakes: {n}</source>
        <translation>Coût total de vos décisions : {cost} points ; erreurs : {n}</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>Vous n&apos;avez pris aucune décision dans cette donne.</translation>
    </message>
    <message>
        <source>A choice&apos;s value: the search plays the hand out after it on many deals of the cards you could not see, and averages the points your team scores in this hand minus the others&apos;. Only the difference counts: the best choice&apos;s value minus yours is what your choice cost.</source>
        <translation>La valeur d’un choix : la recherche joue la donne jusqu’au bout après ce choix, sur de nombreuses distributions des cartes que vous ne pouviez pas voir, et fait la moyenne des points de votre équipe dans cette donne moins ceux des autres. Seule la différence compte : la valeur du meilleur choix moins la vôtre, c’est ce que votre choix a coûté.</translation>
    </message>
    <message>
        <source>the best choice</source>
        <translation>le meilleur choix</translation>
    </message>
    <message>
        <source>costs {cost} points against the best</source>
        <translation>coûte {cost} points par rapport au meilleur choix</translation>
    </message>
    <message>
        <source>You: {action}, {worth}</source>
        <translation>Vous : {action}, {worth}</translation>
    </message>
    <message>
        <source>Best: {action}</source>
        <translation>Le mieux : {action}</translation>
    </message>
    <message>
        <source>In points for your team in this hand, against the others: yours {chosen}, the best {best}.</source>
        <translation>En points pour votre équipe dans cette donne, face aux autres : votre choix {chosen}, le meilleur {best}.</translation>
    </message>
    <message>
        <source>Worth {chosen} points for your team in this hand, against the others.</source>
        <translation>Valeur : {chosen} points pour votre équipe dans cette donne, face aux autres.</translation>
    </message>
    <message>
        <source>A mistake.</source>
        <translation>Une erreur.</translation>
    </message>
    <message>
        <source>Yours: {why}</source>
        <translation>Votre coup : {why}</translation>
    </message>
    <message>
        <source>Best: {why}</source>
        <translation>Le mieux : {why}</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}.</source>
        <translation>Toutes les cartes connues, le mieux était {action}.</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}; yours cost {cost} points against it.</source>
        <translation>Toutes les cartes connues, le mieux était {action} ; votre choix a coûté {cost} points par rapport à lui.</translation>
    </message>
    <message>
        <source>it is your only card</source>
        <translation>c&apos;est votre seule carte</translation>
    </message>
    <message>
        <source>no trump still out can beat it</source>
        <translation>aucun atout encore dehors ne peut la battre</translation>
    </message>
    <message>
        <source>it is the highest card of its suit still out</source>
        <translation>c&apos;est la plus forte carte de sa couleur encore en jeu</translation>
    </message>
    <message>
        <source>no other trump is still out</source>
        <translation>aucun autre atout n&apos;est encore dehors</translation>
    </message>
    <message>
        <source>playing the ace of trump wins High</source>
        <translation>jouer l&apos;as d&apos;atout gagne le Haut</translation>
    </message>
    <message>
        <source>playing the two of trump wins Low</source>
        <translation>jouer le deux d&apos;atout gagne le Bas</translation>
    </message>
    <message>
        <source>it is the cheapest card that does this</source>
        <translation>c&apos;est la carte la moins chère qui fait cela</translation>
    </message>
    <message>
        <source>it takes the trick</source>
        <translation>elle remporte le pli</translation>
    </message>
    <message>
        <source>a seat after you may still beat your partner&apos;s card</source>
        <translation>un joueur après vous peut encore battre la carte de votre partenaire</translation>
    </message>
    <message>
        <source>your partner&apos;s card would have held the trick</source>
        <translation>la carte de votre partenaire aurait gardé le pli</translation>
    </message>
    <message>
        <source>no card still out can beat it</source>
        <translation>aucune carte encore dehors ne peut la battre</translation>
    </message>
    <message>
        <source>a seat after you may still beat it</source>
        <translation>un joueur après vous peut encore la battre</translation>
    </message>
    <message>
        <source>no card of yours can take this trick</source>
        <translation>aucune de vos cartes ne peut remporter ce pli</translation>
    </message>
    <message>
        <source>it keeps every card</source>
        <translation>toutes les cartes gardées</translation>
    </message>
    <message numerus="yes">
        <source>%n higher card(s) of its suit still out</source>
        <translation>
            <numerusform>%n carte plus forte de sa couleur encore dehors</numerusform>
            <numerusform>%n cartes plus fortes de sa couleur encore dehors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the others must follow with trumps: %n still out</source>
        <translation>
            <numerusform>les autres doivent fournir atout : %n encore dehors</numerusform>
            <numerusform>les autres doivent fournir atout : %n encore dehors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game</source>
        <translation>
            <numerusform>le pli contient %n point de carte pour le Jeu</numerusform>
            <numerusform>le pli contient %n points de carte pour le Jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it adds %n card points toward Game to your partner&apos;s trick</source>
        <translation>
            <numerusform>elle ajoute %n point de carte pour le Jeu au pli de votre partenaire</numerusform>
            <numerusform>elle ajoute %n points de carte pour le Jeu au pli de votre partenaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game for the other side</source>
        <translation>
            <numerusform>le pli contient %n point de carte pour le Jeu de l&apos;autre camp</numerusform>
            <numerusform>le pli contient %n points de carte pour le Jeu de l&apos;autre camp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) come from the widow</source>
        <translation>
            <numerusform>%n nouvelle carte vient du talon</numerusform>
            <numerusform>%n nouvelles cartes viennent du talon</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {why}</source>
        <translation>{move} : {why}</translation>
    </message>
    <message>
        <source>it is the lowest card that takes it</source>
        <translation>c&apos;est la plus petite carte qui le remporte</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>Nommer {suit} atout</translation>
    </message>
    <message>
        <source>Exchange nothing</source>
        <translation>Ne rien échanger</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Échanger {cards}</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Écarter {cards}</translation>
    </message>
    <message>
        <source>bid {n}</source>
        <translation>enchérir {n}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>the lead of trick {n}</source>
        <translation>l’entame du pli {n}</translation>
    </message>
    <message>
        <source>the lead of trick {n} ({card})</source>
        <translation>l’entame du pli {n} ({card})</translation>
    </message>
    <message>
        <source>your card on {trick} in trick {n}</source>
        <translation>votre carte sur {trick} au pli {n}</translation>
    </message>
    <message>
        <source>{card} on {trick} in trick {n}</source>
        <translation>{card} sur {trick} au pli {n}</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>l’enchère</translation>
    </message>
    <message>
        <source>the trump</source>
        <translation>l’atout</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>l’échange</translation>
    </message>
    <message>
        <source>the discard</source>
        <translation>l’écart</translation>
    </message>
    <message>
        <source>Game of {day}, hand {n}: {decision}</source>
        <translation>Partie du {day}, donne {n} : {decision}</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>atout {suit}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>échange {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>écart {cards}</translation>
    </message>
    <message>
        <source>{chance}%</source>
        <extracomment>A chance in percent; the space and the sign as your language writes them</extracomment>
        <translation>{chance}&#xa0;%</translation>
    </message>
    <message>
        <source>Your team&apos;s chance to win the game, from the score: {chance}</source>
        <translation>Chances de votre équipe de gagner la partie, d&apos;après le score : {chance}</translation>
    </message>
    <message>
        <source>You hold the bid at {bid}: your team&apos;s chance to win the game is {made} if you make it, {set} if you are set.</source>
        <translation>Vous détenez l&apos;enchère à {bid} : les chances de votre équipe de gagner la partie sont de {made} si vous la réussissez, et de {set} si vous chutez.</translation>
    </message>
    <message>
        <source>{seat} holds the bid at {bid}: your team&apos;s chance to win the game is {made} if the bid is made, {set} if it is set.</source>
        <translation>{seat} détient l&apos;enchère à {bid} : les chances de votre équipe de gagner la partie sont de {made} si l&apos;enchère est réussie, et de {set} si elle chute.</translation>
    </message>
    <message>
        <source>If you bid</source>
        <translation>Votre enchère</translation>
    </message>
    <message>
        <source>Chance to make it</source>
        <translation>Chances de la réussir</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>Chances de gagner la partie</translation>
    </message>
    <message>
        <source>Chance to make it: the cards you cannot see were dealt at random many times and each bid was played out by the computers; of the deals in which your team won the bidding with that bid, the share in which it made it.</source>
        <translation>Chances de la réussir : les cartes que vous ne voyez pas ont été distribuées au hasard de nombreuses fois et chaque enchère a été jouée par les ordinateurs ; parmi les donnes où votre équipe a remporté les enchères avec cette enchère, la part de celles où elle l&apos;a réussie.</translation>
    </message>
    <message>
        <source>Chance to win the game: the chance to make it times your team&apos;s chance to win the game once the bid is made, plus the chance to be set times its chance once set, each from the score those deals left.</source>
        <translation>Chances de gagner la partie : les chances de la réussir multipliées par les chances de votre équipe de gagner la partie une fois l&apos;enchère réussie, plus les chances de chuter multipliées par ses chances après une chute, chacune d&apos;après le score laissé par ces donnes.</translation>
    </message>
    <message>
        <source>Working out each bid&apos;s chances…</source>
        <translation>Calcul des chances de chaque enchère…</translation>
    </message>
    <message>
        <source>Deals tried: {deals}</source>
        <translation>Donnes essayées : {deals}</translation>
    </message>
    <message>
        <source>Bid {bid}: your team never won the bidding with it in these deals.</source>
        <translation>Enchère {bid} : avec elle, votre équipe n&apos;a remporté les enchères dans aucune de ces donnes.</translation>
    </message>
    <message>
        <source>Bid {bid}: your team won the bidding in {won} of the deals and made it in {make} of those; the chance to win the game is {made} if made, {set} if set.</source>
        <translation>Enchère {bid} : votre équipe a remporté les enchères dans {won} des donnes et l&apos;a réussie dans {make} d&apos;entre elles ; les chances de gagner la partie sont de {made} si elle est réussie, et de {set} si elle chute.</translation>
    </message>
    <message>
        <source>From the score: how often a team with this score went on to win in many games the computers played against each other, whatever the cards of this hand. If made or set: the same, from the score the hand would leave.</source>
        <translation>D&apos;après le score : la part des nombreuses parties jouées par les ordinateurs entre eux qu&apos;une équipe à ce score a fini par gagner, quelles que soient les cartes de cette donne. Si l&apos;enchère est réussie ou chute : la même chose, d&apos;après le score que laisserait la donne.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the teams&apos; final scores (&quot;Us 14, Them 13&quot;)
----------
Separates the names of points in a list (&quot;Jack, Low joker&quot;)</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Game over: your team won. Final score: {scores}</source>
        <translation>Partie terminée : votre équipe a gagné. Score final : {scores}</translation>
    </message>
    <message>
        <source>Game over: the other team won. Final score: {scores}</source>
        <translation>Partie terminée : l&apos;autre équipe a gagné. Score final : {scores}</translation>
    </message>
    <message>
        <source>Game over: {team} won. Final score: {scores}</source>
        <translation>Partie terminée : l&apos;équipe {team} a gagné. Score final : {scores}</translation>
    </message>
    <message>
        <source>it takes the {points}</source>
        <translation>elle remporte : {points}</translation>
    </message>
    <message>
        <source>it puts the {points} at risk</source>
        <translation>elle met en danger : {points}</translation>
    </message>
    <message>
        <source>it gives your partner&apos;s trick the {points}</source>
        <translation>elle donne au pli de votre partenaire : {points}</translation>
    </message>
    <message>
        <source>the trick holds the {points} for the other side</source>
        <translation>le pli contient pour l&apos;autre camp : {points}</translation>
    </message>
    <message>
        <source>{card} would do the same for less</source>
        <translation>{card} ferait la même chose pour moins cher</translation>
    </message>
    <message>
        <source>{card} would take it too</source>
        <translation>{card} le remporterait aussi</translation>
    </message>
    <message>
        <source>it takes the trick over your partner&apos;s {card}</source>
        <translation>elle reprend le pli à votre partenaire ({card})</translation>
    </message>
    <message>
        <source>your partner&apos;s {card} holds the trick</source>
        <translation>la carte de votre partenaire ({card}) tient le pli</translation>
    </message>
    <message>
        <source>it lets the trick go, though {cards} would take it</source>
        <translation>elle laisse passer le pli, alors que vous pourriez le prendre avec {cards}</translation>
    </message>
    <message>
        <source>everyone else passed, so the dealer must bid {bid}</source>
        <translation>tous les autres ont passé, le donneur doit donc enchérir {bid}</translation>
    </message>
    <message>
        <source>your partner holds the bid at {bid}</source>
        <translation>votre partenaire détient l&apos;enchère à {bid}</translation>
    </message>
    <message>
        <source>your side makes its bid of {bid} in {chance}% of the simulated deals</source>
        <translation>votre camp réussit son enchère de {bid} dans {chance} % des donnes simulées</translation>
    </message>
    <message>
        <source>a bid of {bid} is made in {chance}% of the simulated deals</source>
        <translation>une enchère de {bid} est réussie dans {chance} % des donnes simulées</translation>
    </message>
    <message>
        <source>another side outbids yours in {share}% of them</source>
        <translation>un autre camp surenchérit dans {share} % d&apos;entre elles</translation>
    </message>
    <message>
        <source>the pitcher is set in {chance}% of the simulated deals</source>
        <translation>le preneur chute dans {chance} % des donnes simulées</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold no trump</source>
        <translation>avec {suit} atout, vous n&apos;auriez aucun atout</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold {cards}</source>
        <translation>avec {suit} atout, vous auriez {cards}</translation>
    </message>
    <message>
        <source>when your side wins the bidding it makes {bid} in {chance}% of the simulated deals</source>
        <translation>quand votre camp remporte les enchères, il réussit {bid} dans {chance} % des donnes simulées</translation>
    </message>
    <message>
        <source>when your side wins the bidding and names {suit} it makes {bid} in {chance}% of the simulated deals</source>
        <translation>quand votre camp remporte les enchères et nomme {suit} atout, il réussit {bid} dans {chance} % des donnes simulées</translation>
    </message>
    <message>
        <source>it lets the trumps {cards} go</source>
        <translation>atouts lâchés : {cards}</translation>
    </message>
    <message>
        <source>it keeps all the trumps: {cards}</source>
        <translation>tous les atouts gardés : {cards}</translation>
    </message>
    <message>
        <source>it keeps the trumps {cards}</source>
        <translation>atouts gardés : {cards}</translation>
    </message>
    <message>
        <source>the trumps fill the hand, so {cards} must go</source>
        <translation>les atouts remplissent la main, il faut donc lâcher {cards}</translation>
    </message>
    <message>
        <source>it lets {cards} go but keeps the lower {kept}</source>
        <translation>lâchées : {cards}, mais les plus faibles {kept} gardées</translation>
    </message>
    <message>
        <source>it lets {cards} go</source>
        <translation>lâchées : {cards}</translation>
    </message>
    <message>
        <source>besides trumps it keeps {cards}</source>
        <translation>en plus des atouts, gardées : {cards}</translation>
    </message>
    <message>
        <source>it keeps {keep} and lets {let_go} go instead</source>
        <translation>à la place, gardées : {keep}, lâchées : {let_go}</translation>
    </message>
    <message>
        <source>it keeps {keep} as well</source>
        <translation>gardées en plus : {keep}</translation>
    </message>
    <message>
        <source>it lets {let_go} go as well</source>
        <translation>lâchées en plus : {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} and let {let_go} go</source>
        <translation>mieux vaut garder {keep} et lâcher {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} as well</source>
        <translation>mieux vaut garder aussi {keep}</translation>
    </message>
    <message>
        <source>better let {let_go} go as well</source>
        <translation>mieux vaut lâcher aussi {let_go}</translation>
    </message>
    <message>
        <source>the search values it {points} points above {other}</source>
        <translation>la recherche l&apos;estime à {points} points de plus que {other}</translation>
    </message>
    <message>
        <source>{other} is worth about the same</source>
        <translation>{other} vaut à peu près autant</translation>
    </message>
    <message>
        <source>it gives away about {points} points against {other}</source>
        <translation>cela cède environ {points} points par rapport à {other}</translation>
    </message>
    <message>
        <source>hand {n}, {scores}</source>
        <translation>donne {n}, {scores}</translation>
    </message>
    <message>
        <source>Abandon the game in progress ({game})?</source>
        <translation>Abandonner la partie en cours ({game}) ?</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandonner la partie ?</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Pitcher</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Enchère</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Card play</source>
        <translation>Jeu de la carte</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>in {n} minutes</source>
        <translation>dans {n} minutes</translation>
    </message>
    <message>
        <source>in {n} hours</source>
        <translation>dans {n} heures</translation>
    </message>
    <message>
        <source>in {n} days</source>
        <translation>dans {n} jours</translation>
    </message>
    <message>
        <source>{phase}, hand {hand} of a game of {when}: your choice gave away {cost} points. What is best here?</source>
        <translation>{phase}, donne {hand} d&apos;une partie du {when} : votre choix a cédé {cost} points. Quel est le meilleur choix ici ?</translation>
    </message>
    <message>
        <source>({n} more after this one)</source>
        <translation>(encore {n} après celui-ci)</translation>
    </message>
    <message numerus="yes">
        <source>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</source>
        <translation>
            <numerusform>Chaque décision de votre part que l&apos;analyse a jugée coûter {cost} point ou plus devient un exercice : sa position revient sur une table à part. Réussi %n fois de suite, un exercice est retiré ; manqué, il revient plus tôt.</numerusform>
            <numerusform>Chaque décision de votre part que l&apos;analyse a jugée coûter {cost} point ou plus devient un exercice : sa position revient sur une table à part. Réussi %n fois de suite, un exercice est retiré ; manqué, il revient plus tôt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source>{n} damaged drills were left out.</source>
        <translation>{n} exercices endommagés ont été laissés de côté.</translation>
    </message>
    <message>
        <source>Practise the due drills ({n})</source>
        <translation>Faire les exercices échus ({n})</translation>
    </message>
    <message>
        <source>Practise the chosen drill</source>
        <translation>Faire l&apos;exercice choisi</translation>
    </message>
    <message>
        <source>No drills yet: they come from the reviews of the hands you play.</source>
        <translation>Aucun exercice pour l&apos;instant : ils viennent des analyses des donnes que vous jouez.</translation>
    </message>
    <message>
        <source>This hand&apos;s points → the total</source>
        <translation>Points de la donne → total</translation>
    </message>
    <message>
        <source>{team}: {points} this hand, {total} in all</source>
        <translation>{team} : {points} dans cette donne, {total} au total</translation>
    </message>
    <message>
        <source>No hand has been scored yet in this game.</source>
        <translation>Aucune donne n&apos;a encore été marquée dans cette partie.</translation>
    </message>
    <message>
        <source>{step}: {reason}</source>
        <translation>{step} : {reason}</translation>
    </message>
    <message>
        <source>{field}, trick {trick}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;plays[3], trick 1, West&quot;</extracomment>
        <translation>{field}, pli {trick}, {seat}</translation>
    </message>
    <message>
        <source>{field}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;bids[2], North&quot;</extracomment>
        <translation>{field}, {seat}</translation>
    </message>
    <message>
        <source>not this seat&apos;s turn: {seat} must act first</source>
        <translation>ce n&apos;est pas le tour de cette place : {seat} doit jouer d&apos;abord</translation>
    </message>
    <message>
        <source>{card} is not in this seat&apos;s hand</source>
        <translation>{card} n&apos;est pas dans la main de cette place</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s) may be exchanged</source>
        <translation>
            <numerusform>au plus %n carte peut être échangée</numerusform>
            <numerusform>au plus %n cartes peuvent être échangées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly %n card(s) must be discarded</source>
        <translation>
            <numerusform>exactement %n carte doit être défaussée</numerusform>
            <numerusform>exactement %n cartes doivent être défaussées</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer cannot pass: everyone else passed, so the dealer must bid 2</source>
        <translation>le donneur ne peut pas passer : tous les autres ont passé, il doit donc annoncer 2</translation>
    </message>
    <message>
        <source>{bid} is not legal: a bid must be higher than the standing bid of {high}</source>
        <translation>{bid} n&apos;est pas permis : une enchère doit dépasser l&apos;enchère en cours de {high}</translation>
    </message>
    <message>
        <source>the pitcher&apos;s first lead must be a trump</source>
        <translation>la première entame du preneur doit être un atout</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must follow suit</source>
        <translation>cette place a du {suit} et doit fournir</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must play {suit} or a trump</source>
        <translation>cette place a du {suit} et doit jouer {suit} ou atout</translation>
    </message>
    <message>
        <source>this seat must play a trump</source>
        <translation>cette place doit jouer atout</translation>
    </message>
    <message>
        <source>{card} is not legal: {why}</source>
        <extracomment>A card refused in a hand record: &quot;9♥ is not legal: this seat holds ♥ …&quot;</extracomment>
        <translation>{card} n&apos;est pas permis : {why}</translation>
    </message>
    <message>
        <source>{seat}: {action}.</source>
        <translation>{seat} : {action}.</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins the reasons of a move (&quot;it takes the trick; it takes the Jack&quot;)</extracomment>
        <translation> ; </translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>Everyone else passed, so the dealer must bid.</source>
        <translation>Tous les autres ont passé, le donneur doit donc enchérir.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Choisi au hasard.</translation>
    </message>
    <message>
        <source>Its count of sure points covers the bid.</source>
        <translation>Son compte de points sûrs couvre l&apos;enchère.</translation>
    </message>
    <message>
        <source>Its count of sure points does not cover the lowest bid.</source>
        <translation>Son compte de points sûrs ne couvre pas la plus petite enchère.</translation>
    </message>
    <message>
        <source>Its partner holds the bid.</source>
        <translation>Son partenaire tient l&apos;enchère.</translation>
    </message>
    <message>
        <source>The lowest of its best bids: it may still raise, or it speaks last.</source>
        <translation>La plus basse de ses meilleures enchères : il peut encore monter, ou il parle en dernier.</translation>
    </message>
    <message>
        <source>The bid worth the most among those it expects to make.</source>
        <translation>L&apos;enchère qui vaut le plus parmi celles qu&apos;il compte réussir.</translation>
    </message>
    <message>
        <source>As high as it makes 85% of the time: it speaks only once.</source>
        <translation>Aussi haut qu&apos;il réussit 85 % du temps : il ne parle qu&apos;une fois.</translation>
    </message>
    <message>
        <source>To stop the other side from going out, though it may be set.</source>
        <translation>Pour empêcher l&apos;autre camp de sortir, même s&apos;il risque de chuter.</translation>
    </message>
    <message>
        <source>Passing is worth more than any bid.</source>
        <translation>Passer vaut plus que toute enchère.</translation>
    </message>
    <message>
        <source>No bid is made often enough (55% of the time).</source>
        <translation>Aucune enchère n&apos;est réussie assez souvent (55 % du temps).</translation>
    </message>
    <message>
        <source>The suit that counts the most points.</source>
        <translation>La couleur qui compte le plus de points.</translation>
    </message>
    <message>
        <source>The suit with the best result in its simulated deals.</source>
        <translation>La couleur au meilleur résultat dans ses donnes simulées.</translation>
    </message>
    <message>
        <source>It keeps its trumps, then its aces, kings and tens.</source>
        <translation>Il garde ses atouts, puis ses as, rois et dix.</translation>
    </message>
    <message>
        <source>expects {points} points with {suit}</source>
        <translation>attend {points} points à {suit}</translation>
    </message>
    <message>
        <source>{bid} in {chance}%</source>
        <translation>{bid} à {chance} %</translation>
    </message>
    <message>
        <source>makes {chances}</source>
        <translation>réussit {chances}</translation>
    </message>
    <message>
        <source>counted on {cards}</source>
        <translation>compte sur {cards}</translation>
    </message>
    <message>
        <source>points per suit: {suits}</source>
        <translation>points par couleur : {suits}</translation>
    </message>
    <message>
        <source>kept {cards}</source>
        <translation>a gardé {cards}</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>enchères</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>atout</translation>
    </message>
    <message>
        <source>exchange or discard</source>
        <translation>échange ou écart</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jeu de la carte</translation>
    </message>
    <message numerus="yes">
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>Coût de vos décisions par donne, en points (%n donne analysée)</numerusform>
            <numerusform>Coût de vos décisions par donne, en points (%n donnes analysées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per hand: {phases}</source>
        <translation>Erreurs par donne : {phases}</translation>
    </message>
    <message>
        <source>Cost per hand</source>
        <translation>Coût par donne</translation>
    </message>
    <message>
        <source>Mistakes per hand</source>
        <translation>Erreurs par donne</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.</source>
        <translation>
            <numerusform>Donnes analysées jusqu&apos;ici : %n. La courbe s&apos;affiche dès que deux donnes ont été analysées.</numerusform>
            <numerusform>Donnes analysées jusqu&apos;ici : %n. La courbe s&apos;affiche dès que deux donnes ont été analysées.</numerusform>
        </translation>
    </message>
    <message>
        <source>hands reviewed</source>
        <extracomment>The axis of a chart: the number of hands reviewed so far</extracomment>
        <translation>donnes analysées</translation>
    </message>
    <message>
        <source>average of the last {n} hands</source>
        <extracomment>The axis of a chart: each point is the average of the hands before it</extracomment>
        <translation>moyenne des {n} dernières donnes</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points; better: {better}</source>
        <translation>Ce coup cède environ {cost} points ; mieux : {better}</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points ({why}); better: {better}</source>
        <translation>Ce coup cède environ {cost} points ({why}) ; mieux : {better}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <translation>Jouer quand même</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Choisir à nouveau</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>A first hand, step by step: you sit at the bottom with your partner, North, opposite; West and East play against you.</source>
        <translation>Une première donne, pas à pas : vous êtes en bas, votre partenaire, Nord, en face ; Ouest et Est jouent contre vous.</translation>
    </message>
    <message>
        <source>Leave the lesson?</source>
        <translation>Quitter la leçon ?</translation>
    </message>
    <message>
        <source>The lesson&apos;s hand is not over. Leave it? Help &gt; Learn to play starts it again.</source>
        <translation>La donne de la leçon n&apos;est pas finie. La quitter ? Aide &gt; Apprendre à jouer la recommence.</translation>
    </message>
    <message>
        <source>Right: that is the search&apos;s best move.</source>
        <translation>Juste : c&apos;est le meilleur coup de la recherche.</translation>
    </message>
    <message>
        <source>Right: that costs only {cost} points against the best. Best: {better}</source>
        <translation>Juste : cela ne coûte que {cost} points par rapport au meilleur coup. Le mieux : {better}</translation>
    </message>
    <message>
        <source>Missed: that gives away about {cost} points. Better: {better}</source>
        <translation>Manqué : cela cède environ {cost} points. Mieux : {better}</translation>
    </message>
    <message>
        <source>{choice} (yours)</source>
        <translation>{choice} (le vôtre)</translation>
    </message>
    <message>
        <source>Each choice, in points for your team: {choices}</source>
        <translation>Chaque choix, en points pour votre équipe : {choices}</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Exercice suivant</translation>
    </message>
    <message>
        <source>This move could not be valued just now: try it again, or go on.</source>
        <translation>Ce coup n&apos;a pas pu être évalué pour l&apos;instant : réessayez, ou passez à la suite.</translation>
    </message>
    <message>
        <source>Bidding again</source>
        <translation>Nouveau tour d&apos;enchères</translation>
    </message>
    <message>
        <source>Naming trump</source>
        <translation>Nommer l&apos;atout</translation>
    </message>
    <message>
        <source>You won the bidding: you are the pitcher. Name trump: that suit, the other jack of the same colour (the off-jack) and both jokers become trumps, and any trump beats every other card.</source>
        <translation>Vous avez remporté les enchères : vous êtes le preneur. Nommez l&apos;atout : cette couleur, l&apos;autre valet de même teinte (le valet jumeau) et les deux jokers deviennent des atouts, et n&apos;importe quel atout bat toutes les autres cartes.</translation>
    </message>
    <message>
        <source>The widow</source>
        <translation>Le talon</translation>
    </message>
    <message>
        <source>Down to six</source>
        <translation>Écart à six</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Place au jeu</translation>
    </message>
    <message>
        <source>The cards are dealt; the rest is the widow. In turn, each player bids how many of the hand&apos;s points their team will take, or passes; the highest bid names trump.</source>
        <translation>Les cartes sont distribuées ; le reste forme le talon. À tour de rôle, chaque joueur annonce combien de points de la donne son équipe prendra, ou passe ; la plus forte enchère nomme l&apos;atout.</translation>
    </message>
    <message>
        <source>Each player may now give up to three cards for as many from the widow, unseen. Click the cards to give, then confirm; Escape clears your choice.</source>
        <translation>Chaque joueur peut maintenant donner jusqu&apos;à trois cartes contre autant de cartes du talon, sans les voir. Cliquez sur les cartes à donner, puis validez ; Échap annule votre choix.</translation>
    </message>
    <message>
        <source>Everyone keeps six cards for the play: click the cards to let go, then confirm.</source>
        <translation>Chacun garde six cartes pour le jeu : cliquez sur les cartes à écarter, puis validez.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead: any card. The others follow; a trump led must be answered with a trump by whoever holds one.</source>
        <translation>Vous avez remporté le dernier pli, vous entamez donc : n&apos;importe quelle carte. Les autres suivent ; sur un atout entamé, qui a de l&apos;atout doit en fournir.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can, or play a trump; the highest trump takes the trick, otherwise the highest card of the suit led. The winner leads next.</source>
        <translation>Fournissez la couleur demandée si vous le pouvez, ou jouez atout ; le plus fort atout remporte le pli, sinon la plus forte carte de la couleur demandée. Le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Le dernier pli</translation>
    </message>
    <message>
        <source>The sixth trick is the last: once it is played, the hand is scored.</source>
        <translation>Le sixième pli est le dernier : une fois joué, la donne est comptée.</translation>
    </message>
    <message>
        <source>The bidding goes round while anyone bids higher. {seat} holds the bid at {bid}: bid more, or pass.</source>
        <translation>Les enchères tournent tant que quelqu&apos;un enchérit plus haut. {seat} tient l&apos;enchère à {bid} : enchérissez plus haut ou passez.</translation>
    </message>
    <message>
        <source>High and Low go to the team that plays the highest and the lowest trump</source>
        <translation>Haut et Bas vont à l&apos;équipe qui joue le plus fort et le plus faible atout</translation>
    </message>
    <message>
        <source>High goes to the team that plays the highest trump, Low to the team that takes the lowest</source>
        <translation>Haut va à l&apos;équipe qui joue le plus fort atout, Bas à l&apos;équipe qui remporte le plus faible</translation>
    </message>
    <message>
        <source>Game to the team with the most card points in its tricks</source>
        <translation>Jeu à l&apos;équipe qui a le plus de points de cartes dans ses plis</translation>
    </message>
    <message>
        <source>Game to the team that takes the ten of trump</source>
        <translation>Jeu à l&apos;équipe qui remporte le dix d&apos;atout</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack and each joker to the team that takes it</source>
        <translation>le Valet, le Valet jumeau et chaque joker à l&apos;équipe qui le remporte</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack, each joker and the three of trump (3 points) to the team that takes it</source>
        <translation>le Valet, le Valet jumeau, chaque joker et le trois d&apos;atout (3 points) à l&apos;équipe qui le remporte</translation>
    </message>
    <message>
        <source>The pitcher leads the first trick. A point each: {high_low}; {taken}; {game}. Leading trumps draws the others&apos; trumps out.</source>
        <translation>Le preneur entame le premier pli. Un point chacun : {high_low} ; {taken} ; {game}. Entamer atout fait tomber les atouts des autres.</translation>
    </message>
    <message>
        <source>Do: {why}</source>
        <translation>À faire : {why}</translation>
    </message>
    <message>
        <source>{move}: what it is worth is being worked out</source>
        <translation>{move} : sa valeur est en cours de calcul</translation>
    </message>
    <message>
        <source>{move} would do much the same here</source>
        <translation>{move} ferait à peu près la même chose ici</translation>
    </message>
    <message>
        <source>Not this one: the lesson follows one recorded hand. {why}.</source>
        <translation>Pas celui-ci : la leçon suit une donne enregistrée. {why}.</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>votre équipe</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>l&apos;autre équipe</translation>
    </message>
    <message>
        <source>{point}: {team}, {most} card points against {next}</source>
        <translation>{point} : {team}, {most} points de cartes contre {next}</translation>
    </message>
    <message>
        <source>{point}: not played, nobody scores it</source>
        <translation>{point} : pas joué, personne ne le marque</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>{point}: {card}, played by {player}: {team}</source>
        <translation>{point} : {card}, joué par {player} : {team}</translation>
    </message>
    <message>
        <source>{point}: {card}, taken by {team}</source>
        <translation>{point} : {card}, remporté par {team}</translation>
    </message>
    <message>
        <source>Your team made its bid of {bid}: it scores the {us} points it took, the other team its {them}. Hands go on until a team reaches the target score. You are ready: Game &gt; New game.</source>
        <translation>Votre équipe a réussi son enchère de {bid} : elle marque les {us} points qu&apos;elle a pris, l&apos;autre équipe ses {them}. Les donnes se suivent jusqu&apos;à ce qu&apos;une équipe arrive au score à atteindre. À vous de jouer : Partie &gt; Nouvelle partie.</translation>
    </message>
    <message>
        <source>Your team was set: it loses {bid} points. The other team scores {them}.</source>
        <translation>Votre équipe a chuté : elle perd {bid} points. L&apos;autre équipe marque {them}.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>La donne est marquée</translation>
    </message>
    <message>
        <source>The folder {folder} is a link that leads back to itself: nothing can be kept in it this time.</source>
        <translation>Le dossier {folder} est un lien qui renvoie à lui-même : rien ne peut y être conservé cette fois.</translation>
    </message>
    <message>
        <source>The folder {folder} was a link that leads back to itself: it is kept as {name}, and a new, empty folder is used.</source>
        <translation>Le dossier {folder} était un lien qui renvoyait à lui-même : il est conservé sous le nom {name}, et un nouveau dossier vide est utilisé.</translation>
    </message>
    <message>
        <source>You bid {bid} and made it.</source>
        <translation>Vous avez annoncé {bid} et réussi votre contrat.</translation>
    </message>
    <message>
        <source>You bid {bid} and were set.</source>
        <translation>Vous avez annoncé {bid} et chuté.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and made it.</source>
        <translation>Votre partenaire {seat} a annoncé {bid} et réussi son contrat.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and was set.</source>
        <translation>Votre partenaire {seat} a annoncé {bid} et chuté.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and made it.</source>
        <extracomment>An opponent&apos;s bid made: &quot;West bid 5 and made it.&quot;</extracomment>
        <translation>{seat} a annoncé {bid} et réussi son contrat.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and was set.</source>
        <extracomment>An opponent&apos;s bid set (it failed): &quot;West bid 5 and was set.&quot;</extracomment>
        <translation>{seat} a annoncé {bid} et chuté.</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
</TS>
