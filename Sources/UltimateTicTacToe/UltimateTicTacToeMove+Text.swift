import Games

/// A move as text: the mark the form posted, then the cell's name on the 9 × 9 grid (`Xe5`, `Oa1`), or the name
/// alone (`e5`) when the form named no mark. Only that spelling is read back.
extension UltimateTicTacToeMove: GameMove {
    public var text: String {
        switch self {
        case let .place(cell, mark): (mark?.rawValue ?? "") + CellName.text(cell, width: 9)
        }
    }

    public init?(text: String) {
        let (mark, name) = Mark.prefix(of: text)
        guard name.utf8.count == 2, let cell = CellName.index(String(name), width: 9, height: 9),
              Board.cells.contains(cell), CellName.text(cell, width: 9) == name else { return nil }
        self = .place(cell: cell, mark: mark)
    }
}
