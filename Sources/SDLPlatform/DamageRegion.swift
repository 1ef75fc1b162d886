/// What changed between two frames, as a few disjoint pixel rectangles to redraw.
enum DamageRegion {
  /// The areas that differ between two frames of operations (each a signature, equal
  /// for operations that paint the same pixels, and the rectangles it paints): the parts
  /// of operations that are in one frame and not the other (as multisets), merged into
  /// disjoint rectangles. A reordering alone (the same operations in another order)
  /// redraws everything.
  static func between<Signature: Hashable>(
    _ old: [(Signature, [PixelRect])], _ new: [(Signature, [PixelRect])], full: PixelRect
  ) -> [PixelRect] {
    between(
      oldCount: old.count, newCount: new.count, oldSignature: { old[$0].0 }, newSignature: { new[$0].0 },
      oldParts: { $1.append(contentsOf: old[$0].1) }, newParts: { $1.append(contentsOf: new[$0].1) }, full: full)
  }

  /// The same, with the operations read through accessors (no per-operation arrays).
  static func between<Signature: Hashable>(
    oldCount: Int, newCount: Int, oldSignature: (Int) -> Signature, newSignature: (Int) -> Signature,
    oldParts: (Int, inout [PixelRect]) -> Void, newParts: (Int, inout [PixelRect]) -> Void, full: PixelRect
  ) -> [PixelRect] {
    // Most of a frame is the last one again in the same order: skip the common head and
    // tail by plain comparison, and match the middles as multisets.
    var head = 0
    while head < oldCount && head < newCount && oldSignature(head) == newSignature(head) { head += 1 }
    var tail = 0
    while tail < oldCount - head && tail < newCount - head
      && oldSignature(oldCount - 1 - tail) == newSignature(newCount - 1 - tail)
    {
      tail += 1
    }
    let oldMiddle = head..<(oldCount - tail)
    let newMiddle = head..<(newCount - tail)
    var remaining: [Signature: Int] = [:]
    remaining.reserveCapacity(oldMiddle.count)
    for index in oldMiddle { remaining[oldSignature(index), default: 0] += 1 }
    var rects: [PixelRect] = []
    for index in newMiddle {
      let signature = newSignature(index)
      if let count = remaining[signature], count > 0 {
        remaining[signature] = count - 1
      } else {
        newParts(index, &rects)
      }
    }
    for index in oldMiddle {
      let signature = oldSignature(index)
      if let count = remaining[signature], count > 0 {
        remaining[signature] = count - 1
        oldParts(index, &rects)
      }
    }
    if rects.isEmpty {
      // Same operations; any left in the middles were reordered.
      return oldMiddle.isEmpty && newMiddle.isEmpty ? [] : [full]
    }
    return disjointUnion(rects.map { $0.intersection(full) }.filter { !$0.isEmpty })
  }

  /// The union of `input` as few disjoint rectangles: rectangles inside a larger one
  /// are dropped, overlapping ones are united where that adds less area than they
  /// overlap by, and what still overlaps is cut apart (each rectangle minus those taken
  /// before it). Past 64 pieces, the bounding box instead.
  static func disjointUnion(_ input: [PixelRect]) -> [PixelRect] {
    guard let first = input.first else { return [] }
    var kept: [PixelRect] = []
    let bySize = input.map { ($0.area, $0) }.sorted { $0.0 > $1.0 }
    for (_, rect) in bySize where !kept.contains(where: { $0.contains(rect) }) {
      kept.append(rect)
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
      if result.count > 64 {
        return [input.dropFirst().reduce(first) { $0.union($1) }]
      }
    }
    return result
  }
}
