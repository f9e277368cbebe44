import MarkGames

// The parts shared with the other mark game, under the names this module's users know.
public typealias Mark = MarkGames.Mark
public typealias Mode = MarkGames.Mode
public typealias GameState = MarkGames.GameState
public typealias TicTacToeError = MarkGameError
/// What the player chose before the game starts (`MarkParams`): the level defaults to Impossible.
public typealias TicTacToeParams = MarkParams<TicTacToeLevel>
