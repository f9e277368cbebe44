import Games

extension MinesweeperGame {
    /// Whether uncovering this cell chords: it is an uncovered number with exactly that many flags around it and
    /// at least one covered (or question-marked) neighbour left to uncover, in a game still being played.
    public func chords(at index: Int) -> Bool {
        guard !outcome.isOver, marks.indices.contains(index), marks[index] == .revealed, let field else { return false }
        return canChord(index, in: field)
    }

    /// Plays one move; on error nothing changes.
    public mutating func apply(_ move: MinesweeperMove) throws(MinesweeperError) {
        guard !outcome.isOver else { throw .gameOver }
        switch move {
        case .setFlagMode(let on):
            flagMode = on
        case .setQuestionMarks(let on):
            // Marks already placed stay (a flag tap clears one): a setting changes no cell, so a replay needs none.
            questionMarks = on
        case .toggleFlagMode:
            flagMode.toggle()
        case .toggleQuestionMarks:
            // As old logs played it: switched off, the leftover question marks were cleared.
            questionMarks.toggle()
            if !questionMarks {
                for index in marks.indices where marks[index] == .questioned { marks[index] = .covered }
            }
        case .flag(let index):
            guard marks.indices.contains(index) else { throw .outOfRange }
            try cycleMark(index)
            moveCount += 1
        case .question(let index), .clear(let index):
            guard marks.indices.contains(index) else { throw .outOfRange }
            try setMark(index, to: move == .clear(index) ? .covered : .questioned)
            moveCount += 1
        case .reveal(let index):
            guard marks.indices.contains(index) else { throw .outOfRange }
            try reveal(index)
            moveCount += 1
        }
    }

    /// `.flag`: a covered cell is flagged; in an old log, a marked one cycles on as that log's settings had it.
    private mutating func cycleMark(_ index: Int) throws(MinesweeperError) {
        switch marks[index] {
        case .revealed, .exploded: throw .alreadyRevealed
        case .covered:
            marks[index] = .flagged
            flagCount += 1
        case .flagged:
            marks[index] = questionMarks ? .questioned : .covered
            flagCount -= 1
        case .questioned:
            marks[index] = .covered
        }
    }

    /// `.question` on a flag, `.clear` on a flag or question mark: the mark the move names, whatever the settings.
    private mutating func setMark(_ index: Int, to mark: CellMark) throws(MinesweeperError) {
        switch (marks[index], mark) {
        case (.revealed, _), (.exploded, _): throw .alreadyRevealed
        case (.flagged, _):
            flagCount -= 1
        case (.questioned, .covered): break
        default: throw .badMove(mark == .covered ? "That cell has no mark to clear." : "Only a flag turns into a question mark.")
        }
        marks[index] = mark
    }

    private mutating func reveal(_ index: Int) throws(MinesweeperError) {
        switch marks[index] {
        case .flagged: throw .cellIsFlagged
        case .exploded: throw .alreadyRevealed
        case .revealed: try chord(index)
        case .covered, .questioned:
            let field = self.field ?? layMines(firstClick: index)
            uncover(index, in: field)
        }
    }

    /// Uncovering a number whose flags are all placed uncovers the rest of its neighbours; a wrong
    /// flag makes that lose, as in every classic version.
    private mutating func chord(_ index: Int) throws(MinesweeperError) {
        // Nothing to chord (an empty cell, the wrong number of flags, or no covered neighbour).
        guard let field, canChord(index, in: field) else { throw .alreadyRevealed }
        var targets: [Int] = []
        field.forEachNeighbour(of: index) { next in
            if marks[next] == .covered || marks[next] == .questioned { targets.append(next) }
        }
        // An earlier target's opening may already have uncovered a later one.
        for target in targets where marks[target] != .revealed {
            uncover(target, in: field)
        }
    }

    /// The chord rule for an uncovered cell, counted without allocating (a page asks it for every number).
    private func canChord(_ index: Int, in field: MineField) -> Bool {
        let number = field.adjacentMines(index)
        guard number > 0 else { return false }
        var flags = 0, covered = 0
        field.forEachNeighbour(of: index) { next in
            switch marks[next] {
            case .flagged: flags += 1
            case .covered, .questioned: covered += 1
            case .revealed, .exploded: break
            }
        }
        return flags == number && covered > 0
    }

    private mutating func layMines(firstClick: Int) -> MineField {
        if params.noGuess {
            let board = NoGuessGenerator.attempt(width: width, height: height, mines: params.mines,
                                                 firstClick: firstClick, seed: seed)
            if board.solvable {
                field = board.field
                return board.field
            }
            // A board the generator could not make solvable is played as an ordinary one: `params.noGuess` turns
            // false, so the page stops promising "no guessing needed", and the stored params remember it. The board
            // is the one those params lay, so a replay from the stored params and the seed lays it again.
            params = params.withNoGuess(false)
        }
        var generator = SeededGenerator(seed: seed)
        let laid = MineField.random(width: width, height: height, mines: params.mines, firstClick: firstClick,
                                    using: &generator)
        field = laid
        return laid
    }

    /// Uncovers one cell; an empty one opens its whole connected empty area and that area's border.
    /// Flags are left alone, as the player put them there.
    private mutating func uncover(_ index: Int, in field: MineField) {
        guard !field.isMine(index) else {
            marks[index] = .exploded
            exploded = true
            return
        }
        var stack = [index]
        setRevealed(index)
        while let cell = stack.popLast() {
            guard field.adjacentMines(cell) == 0 else { continue }
            field.forEachNeighbour(of: cell) { next in
                guard marks[next] == .covered || marks[next] == .questioned else { return }
                setRevealed(next)
                stack.append(next)
            }
        }
    }

    private mutating func setRevealed(_ index: Int) {
        marks[index] = .revealed
        revealedCount += 1
    }
}
