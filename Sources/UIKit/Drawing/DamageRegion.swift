/// What changed between two frames, as a few disjoint pixel rectangles to redraw.
enum DamageRegion {
  /// The areas that differ between two frames of operations (equal operations paint the
  /// same pixels): the `damageRects` of operations that are in one frame and not the
  /// other (as multisets), merged into disjoint rectangles within `full`. A reordering
  /// alone (the same operations in another order) redraws everything.
  static func between(_ old: [DisplayOperation], _ new: [DisplayOperation], full: PixelRect) -> [PixelRect] {
    // Most of a frame is the last one again in the same order: skip the common head and
    // tail by plain comparison, and match the middles as multisets.
    let oldCount = old.count
    let newCount = new.count
    var head = 0
    while head < oldCount && head < newCount && old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < oldCount - head && tail < newCount - head && old[oldCount - 1 - tail] == new[newCount - 1 - tail] {
      tail += 1
    }
    let oldMiddle = head..<(oldCount - tail)
    let newMiddle = head..<(newCount - tail)
    if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
    // Matched by sorting both middles on the operations' hashes and walking them
    // together: cheaper than a dictionary of whole operations, for the hundred or so
    // that move each frame while the keyboard slides.
    let oldOrder = byHash(old, oldMiddle)
    let newOrder = byHash(new, newMiddle)
    var oldMatched = [Bool](repeating: false, count: oldMiddle.count)
    var newMatched = [Bool](repeating: false, count: newMiddle.count)
    var i = 0
    var j = 0
    while i < oldOrder.count && j < newOrder.count {
      let oldHash = oldOrder[i].hash
      let newHash = newOrder[j].hash
      if oldHash < newHash {
        i += 1
      } else if newHash < oldHash {
        j += 1
      } else {
        // A run of equal hashes on each side: pair up the equal operations in it.
        var oldEnd = i
        while oldEnd < oldOrder.count && oldOrder[oldEnd].hash == oldHash { oldEnd += 1 }
        var newEnd = j
        while newEnd < newOrder.count && newOrder[newEnd].hash == newHash { newEnd += 1 }
        for n in j..<newEnd {
          let candidate = newOrder[n].index
          for o in i..<oldEnd where !oldMatched[oldOrder[o].index - head] && old[oldOrder[o].index] == new[candidate] {
            oldMatched[oldOrder[o].index - head] = true
            newMatched[candidate - head] = true
            break
          }
        }
        i = oldEnd
        j = newEnd
      }
    }
    var rects: [PixelRect] = []
    for index in newMiddle where !newMatched[index - head] { appendDamage(of: new[index], to: &rects) }
    for index in oldMiddle where !oldMatched[index - head] { appendDamage(of: old[index], to: &rects) }
    // The same operations, reordered.
    if rects.isEmpty { return [full] }
    return disjointUnion(rects.map { $0.intersection(full) }.filter { !$0.isEmpty })
  }

  private static func byHash(_ operations: [DisplayOperation], _ range: Range<Int>) -> [(hash: Int, index: Int)] {
    var keys = range.map { (hash: operations[$0].hashCode, index: $0) }
    keys.sort { $0.hash < $1.hash }
    return keys
  }

  private static func appendDamage(of operation: DisplayOperation, to rects: inout [PixelRect]) {
    if let parts = operation.parts { rects.append(contentsOf: parts) } else { rects.append(operation.bounds) }
  }

  /// The most pieces a damage region is cut into.
  static let pieceLimit = 64

  /// The union of `input` as few disjoint rectangles: rectangles inside a larger one
  /// are dropped, overlapping ones are united where that adds less area than they
  /// overlap by, and what still overlaps is cut apart (each rectangle minus those taken
  /// before it). Past `pieceLimit` pieces, the bounding box instead: the uniting is
  /// cubic in the pieces, so a frame that changes thousands of small things (a plot
  /// redrawn) is cheaper to redraw whole than to cut up.
  static func disjointUnion(_ input: [PixelRect]) -> [PixelRect] {
    guard let first = input.first else { return [] }
    let boundingBox = { [input.dropFirst().reduce(first) { $0.union($1) }] }
    if input.count > 4 * pieceLimit { return boundingBox() }
    var kept: [PixelRect] = []
    let bySize = input.map { ($0.area, $0) }.sorted { $0.0 > $1.0 }
    for (_, rect) in bySize where !kept.contains(where: { $0.contains(rect) }) {
      kept.append(rect)
      if kept.count > pieceLimit { return boundingBox() }
    }
    var united = true
    while united {
      united = false
      search: for i in kept.indices {
        for j in kept.indices where j > i {
          let union = kept[i].union(kept[j])
          let overlap = kept[i].intersection(kept[j]).area
          let cheap = union.area <= kept[i].area + kept[j].area - overlap / 2
          let adjacent = kept[i].touches(kept[j])
          if cheap || adjacent {
            kept[i] = union
            kept.remove(at: j)
            united = true
            break search
          }
        }
      }
    }
    var result: [PixelRect] = []
    for rect in kept.sorted(by: { $0.area > $1.area }) {
      var pieces = [rect]
      for taken in result {
        pieces = pieces.flatMap { piece in
          let overlap = piece.intersection(taken)
          return overlap.isEmpty ? [piece] : piece.subtracting(overlap)
        }
        if pieces.isEmpty { break }
      }
      result.append(contentsOf: pieces)
      if result.count > pieceLimit { return boundingBox() }
    }
    return result
  }
}
