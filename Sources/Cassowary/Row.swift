/// One entry of a sparse row: `coefficient·symbol`.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient·symbol`, with cells kept
/// sorted by symbol id so that two rows merge in one linear pass.
struct Row {
  var cells: [Cell] = []
  var constant: Double = 0

  /// The coefficient of `symbol`, 0 when absent (binary search).
  func coefficient(of symbol: Symbol) -> Double {
    let i = index(of: symbol)
    return i >= 0 ? cells[i].coefficient : 0
  }

  /// The position of `symbol` in `cells`, or -1.
  ///
  /// The ends are tried first: symbols are numbered as they are made, so an edit's marker
  /// (made with the edit, before the layout's constraints or after them) is the first or
  /// the last symbol of most rows it is in, and the constant shift of every frame looks it
  /// up in each of them.
  func index(of symbol: Symbol) -> Int {
    cells.withUnsafeBufferPointer { buffer in
      guard let first = buffer.first?.symbol else { return -1 }
      if first == symbol { return 0 }
      if buffer[buffer.count - 1].symbol == symbol { return buffer.count - 1 }
      var low = 0
      var high = buffer.count
      while low < high {
        let mid = (low + high) >> 1
        let s = buffer[mid].symbol
        if s == symbol { return mid }
        if s < symbol { low = mid + 1 } else { high = mid }
      }
      return -1
    }
  }

  /// `row := row + coefficient·symbol`, for a symbol newer than every symbol in the row,
  /// which therefore goes last and keeps the order.
  mutating func appendNewest(_ symbol: Symbol, _ coefficient: Double) {
    cells.append(Cell(symbol: symbol, coefficient: coefficient))
  }

  /// `row := -row`: the same equation `row = 0`; `add` makes a new row's constant
  /// non-negative with it, as kiwi does.
  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Solves the row for `symbol`, with `a` its coefficient, in one pass:
  ///
  ///     0 = a·symbol + rest      ⇒   symbol = -rest / a            (kiwi's solveFor)
  ///     lhs = a·symbol + rest    ⇒   symbol = (lhs - rest) / a     (solveForPair, given `lhs`)
  ///
  /// The symbol's cell goes; `lhs` comes in with coefficient 1/a at its place in the
  /// order. The old cells are left in `scratch`, the next operation's buffer.
  mutating func solve(for symbol: Symbol, lhs: Symbol = noSymbol, scratch: inout [Cell]) {
    let i = index(of: symbol)
    let scale = -1.0 / cells[i].coefficient
    constant *= scale
    scratch.removeAll(keepingCapacity: true)
    scratch.reserveCapacity(cells.count + 1)
    var lhsPlaced = lhs == noSymbol
    for cell in cells where cell.symbol != symbol {
      if !lhsPlaced && lhs < cell.symbol {
        scratch.append(Cell(symbol: lhs, coefficient: -scale))
        lhsPlaced = true
      }
      scratch.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * scale))
    }
    if !lhsPlaced { scratch.append(Cell(symbol: lhs, coefficient: -scale)) }
    swap(&cells, &scratch)
  }
}
