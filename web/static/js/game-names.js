// A game's name as players of the page's language say it (the catalogue's js.common.game.* words): "Gomoku",
// "Connect Four", "19×19, 5 in a row". The one place the page names a game from its rules; the server names it the
// same way for the pages it writes (Texts.label), and web/test/terms.json holds both to the same answers.
import { t } from './i18n.js';

/** The name of a game with these rules (the API's `rules`: width, height, win, overline, renju, gravity). */
export function gameName(r) {
  if (r.gravity) {
    return r.width === 7 && r.height === 6 && r.win === 4 && r.overline ? t('js.common.game.connect4')
      : t('js.common.game.withGravity', { game: gameName({ ...r, gravity: false }) });
  }
  if (r.width === 3 && r.height === 3 && r.win === 3) return t('js.common.game.tictactoe');
  if (r.width === 15 && r.height === 15 && r.win === 5 && r.renju) return t('js.common.game.renju');
  if (r.width === 15 && r.height === 15 && r.win === 5 && r.overline) return t('js.common.game.gomoku');
  if (r.width === 15 && r.height === 15 && r.win === 5) return t('js.common.game.standard');
  return t(r.overline ? 'js.common.game.custom' : 'js.common.game.customExact', { w: r.width, h: r.height, k: r.win });
}
