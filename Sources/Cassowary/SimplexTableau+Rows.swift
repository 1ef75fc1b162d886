extension SimplexTableau {
  /// The rows, in slots: `row[slot]` is `basicOf[slot] = constant + Σ coefficient·symbol`.
  /// A pivot keeps the row in its slot, so the column index stays valid; a freed slot
  /// (`basicOf` = `noSymbol`) is reused by the next row stored.
  struct Rows {
    var row: [Row] = []
    var basicOf: [Symbol] = []
    var freeSlots: [Int32] = []

    /// Every symbol under the id `renumbered` gives it; the order is kept, so every row's
    /// cells stay sorted.
    mutating func renumber(_ renumbered: [Symbol]) {
      for slot in row.indices where basicOf[slot] != noSymbol {
        basicOf[slot] = renumbered[Int(basicOf[slot])]
        for i in row[slot].cells.indices {
          row[slot].cells[i].symbol = renumbered[Int(row[slot].cells[i].symbol)]
        }
      }
    }

    /// Puts `basic = new` in a free slot, or a new one (`isNew`).
    @inline(__always)
    mutating func place(_ new: Row, basic: Symbol) -> (slot: Int32, isNew: Bool) {
      if let free = freeSlots.popLast() {
        row[Int(free)] = new
        basicOf[Int(free)] = basic
        return (free, false)
      }
      row.append(new)
      basicOf.append(basic)
      return (Int32(row.count - 1), true)
    }

    /// Empties `slot` for the next row stored.
    @inline(__always)
    mutating func free(_ slot: Int32) {
      basicOf[Int(slot)] = noSymbol
      row[Int(slot)] = Row()
      freeSlots.append(slot)
    }
  }
}
