import HTTP
import Minesweeper
import TicTacToe
import WordSearch

extension App {
    func addGameRoutes(to router: inout Router) {
        GameController<TicTacToeGame>(app: self).register(&router)
        GameController<MinesweeperGame>(app: self).register(&router)
        GameController<WordSearchGame>(app: self).register(&router)
    }
}
