import UIKit

/// Anti-aliased rounded rectangles as runs of constant coverage, for a renderer that can
/// only fill axis-aligned rectangles (SDL_Renderer).
///
/// Coverage is the area of each pixel inside the shape. Vertically each pixel row is cut
/// into `subrows` bands, each band weighted by how much of it lies inside the shape (so
/// straight top and bottom edges are exact at any fractional position); horizontally
/// the overlap of the pixel with the shape's span at the band's centre is exact. A
/// stroke is the outer shape minus the inner one, sample by sample.
///
/// Work is proportional to the edges, not the area: within a row, coverage is constant
/// between the pixels an edge passes through, so each constant stretch is evaluated once
/// and becomes one run; identical consecutive rows (the straight middle of a rectangle)
/// are merged into one tall rectangle. A full-window fill is a single rectangle.
///
/// Pure Swift, no SDL: the player turns the output into `SDL_RenderFillRect` calls.
struct CoverageRasterizer {
  /// A rounded rectangle in pixel coordinates (fractional).
  typealias Shape = PixelShape

  /// A horizontal run of pixels with one coverage, `x0..<x1` on row `y`, `height` rows tall.
  struct Run: Equatable {
    var x0: Int
    var x1: Int
    var alpha: UInt8
  }

  /// An output rectangle: `alpha` is coverage × the colour's alpha, in 0...255.
  struct Rect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var alpha: UInt8
  }

  /// Vertical samples per pixel row.
  var subrows = 4

  /// A sample of one band of one row: the span at its centre, weighted by the fraction of
  /// the band inside the shape, added (outer shape) or subtracted (inner shape).
  private struct Sample {
    var weight: Double
    var left: Double
    var right: Double
  }

  /// Rasterizes `outer` (minus `inner`, for strokes) within the pixel clip
  /// `clipX0..<clipX1, clipY0..<clipY1`, with the colour's alpha `alpha` (0...1), calling
  /// `emit` for every rectangle of constant coverage.
  func rasterize(
    outer: Shape, inner: Shape? = nil, alpha: Double,
    clip: (x0: Int, y0: Int, x1: Int, y1: Int), emit: (Rect) -> Void
  ) {
    for rect in rasterize(outer: outer, inner: inner, alpha: alpha, clip: clip) { emit(rect) }
  }

  /// The rectangles of constant coverage, top to bottom.
  func rasterize(
    outer: Shape, inner: Shape? = nil, alpha: Double, clip: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) -> [Rect] {
    var output: [Rect] = []
    func emit(_ rect: Rect) { output.append(rect) }
    guard !outer.isEmpty, alpha > 0 else { return [] }
    let inner = inner.flatMap { $0.isEmpty ? nil : $0 }
    let y0 = max(clip.y0, Int(outer.minY.rounded(.down)))
    let y1 = min(clip.y1, Int(outer.maxY.rounded(.up)))
    let x0 = max(clip.x0, Int(outer.minX.rounded(.down)))
    let x1 = min(clip.x1, Int(outer.maxX.rounded(.up)))
    guard y0 < y1, x0 < x1 else { return [] }

    // Rows where every row has the same runs: straight middle of the outer shape, and
    // either inside the inner shape's straight middle or entirely clear of it.
    var uniform = outer.straightRows
    if let inner {
      let innerStraight = inner.straightRows
      let innerTop = Int(inner.minY.rounded(.down))
      // Above the inner shape: rows fully clear of it; inside: its straight rows.
      uniform = uniform.clamped(to: innerStraight.isEmpty ? 0..<0 : innerStraight)
      if uniform.isEmpty {
        uniform = outer.straightRows.clamped(to: outer.straightRows.lowerBound..<innerTop)
      }
    }

    var pending: [Run] = []
    var pendingY = y0
    var pendingHeight = 0
    var runs: [Run] = []
    var samples: [Sample] = []
    samples.reserveCapacity(subrows * 2)

    func flush() {
      for run in pending {
        emit(
          Rect(x: run.x0, y: pendingY, width: run.x1 - run.x0, height: pendingHeight, alpha: run.alpha))
      }
    }

    var y = y0
    while y < y1 {
      var rowsAlike = 1
      if uniform.contains(y) {
        rowsAlike = min(uniform.upperBound, y1) - y
      }
      samples.removeAll(keepingCapacity: true)
      addSamples(of: outer, row: y, sign: 1, to: &samples)
      if let inner { addSamples(of: inner, row: y, sign: -1, to: &samples) }
      runs.removeAll(keepingCapacity: true)
      computeRuns(samples: samples, x0: x0, x1: x1, alpha: alpha, into: &runs)

      if runs == pending && pendingHeight > 0 && pendingY + pendingHeight == y {
        pendingHeight += rowsAlike
      } else {
        flush()
        pending = runs
        pendingY = y
        pendingHeight = rowsAlike
      }
      y += rowsAlike
    }
    flush()
    return output
  }

  private func addSamples(of shape: Shape, row y: Int, sign: Double, to samples: inout [Sample]) {
    let n = Double(subrows)
    for k in 0..<subrows {
      let bandTop = max(Double(y) + Double(k) / n, shape.minY)
      let bandBottom = min(Double(y) + Double(k + 1) / n, shape.maxY)
      guard bandBottom > bandTop else { continue }
      let (left, right) = shape.span(atY: (bandTop + bandBottom) / 2)
      guard right > left else { continue }
      samples.append(Sample(weight: sign * (bandBottom - bandTop), left: left, right: right))
    }
  }

  /// Coverage of pixel column `x` (0...1) from this row's samples.
  private static func coverage(_ samples: [Sample], x: Int) -> Double {
    let px0 = Double(x)
    let px1 = px0 + 1
    var sum = 0.0
    for sample in samples {
      let overlap = min(px1, sample.right) - max(px0, sample.left)
      if overlap > 0 { sum += sample.weight * overlap }
    }
    return min(max(sum, 0), 1)
  }

  private func computeRuns(samples: [Sample], x0: Int, x1: Int, alpha: Double, into runs: inout [Run]) {
    guard !samples.isEmpty else { return }
    // Coverage can only change at the pixels an edge passes through: split the row at
    // floor and ceil of every edge. A pixel an edge crosses is a one-pixel segment of
    // its own; every other segment has one coverage, evaluated at its first pixel.
    var splits: [Int] = [x0, x1]
    splits.reserveCapacity(samples.count * 4 + 2)
    for sample in samples {
      for edge in [sample.left, sample.right] {
        let lo = Int(edge.rounded(.down))
        let hi = Int(edge.rounded(.up))
        if lo > x0 && lo < x1 { splits.append(lo) }
        if hi != lo && hi > x0 && hi < x1 { splits.append(hi) }
      }
    }
    splits.sort()
    var start = splits[0]
    for end in splits.dropFirst() where end > start {
      let value = UInt8((Self.coverage(samples, x: start) * alpha * 255).rounded())
      if value > 0 {
        if let last = runs.last, last.x1 == start, last.alpha == value {
          runs[runs.count - 1].x1 = end
        } else {
          runs.append(Run(x0: start, x1: end, alpha: value))
        }
      }
      start = end
    }
  }
}

extension PixelShape {
  /// The horizontal span at height `y` (which must lie within minY...maxY).
  fileprivate func span(atY y: Double) -> (Double, Double) {
    var dy = 0.0
    if y < minY + radius {
      dy = minY + radius - y
    } else if y > maxY - radius {
      dy = y - (maxY - radius)
    }
    guard dy > 0 else { return (minX, maxX) }
    let inset = radius - (max(0, radius * radius - dy * dy)).squareRoot()
    return (minX + inset, maxX - inset)
  }
}
