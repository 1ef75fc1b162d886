import Foundation

/// Where a table view's sections and rows are along its content, from their heights.
///
/// Heights are kept per row; the tops are running sums rebuilt on first read after a
/// change, so a layout pass that reads many rects after one measurement sums once.
/// A self-sizing row holds its estimate until its cell is measured (`measured`).
struct TableGeometry {
  struct Section {
    var header: CGFloat = 0
    var footer: CGFloat = 0
    var rows: [CGFloat] = []
    var measured: [Bool] = []
  }

  var tableHeaderHeight: CGFloat = 0 { didSet { stale = true } }
  var tableFooterHeight: CGFloat = 0 { didSet { stale = true } }
  var sections: [Section] = [] { didSet { stale = true } }

  private var stale = true
  private var sectionTops: [CGFloat] = []
  private var rowTops: [[CGFloat]] = []
  private var total: CGFloat = 0

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].rows.indices.contains(indexPath.row)
  }

  mutating func contentHeight() -> CGFloat {
    refresh()
    return total
  }

  /// The vertical extent of a section: header, rows and footer.
  mutating func sectionSpan(_ section: Int) -> (top: CGFloat, height: CGFloat) {
    refresh()
    let s = sections[section]
    return (sectionTops[section], s.header + s.rows.reduce(0, +) + s.footer)
  }

  mutating func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
    refresh()
    return (rowTops[indexPath.section][indexPath.row], sections[indexPath.section].rows[indexPath.row])
  }

  mutating func headerSpan(_ section: Int) -> (top: CGFloat, height: CGFloat) {
    refresh()
    return (sectionTops[section], sections[section].header)
  }

  mutating func footerSpan(_ section: Int) -> (top: CGFloat, height: CGFloat) {
    let span = sectionSpan(section)
    let footer = sections[section].footer
    return (span.top + span.height - footer, footer)
  }

  /// The rows that reach into `minY..<maxY`, in order.
  mutating func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    refresh()
    var found: [IndexPath] = []
    for (s, section) in sections.enumerated() {
      let tops = rowTops[s]
      guard let lastTop = tops.last, lastTop + section.rows[section.rows.count - 1] > minY,
        tops[0] < maxY
      else { continue }
      // The first row whose bottom is below minY, by bisection.
      var low = 0
      var high = tops.count - 1
      while low < high {
        let mid = (low + high) / 2
        if tops[mid] + section.rows[mid] > minY { high = mid } else { low = mid + 1 }
      }
      var row = low
      while row < tops.count, tops[row] < maxY {
        if section.rows[row] > 0 || tops[row] >= minY { found.append(IndexPath(row: row, section: s)) }
        row += 1
      }
    }
    return found
  }

  /// The row whose span contains `y`, if any.
  mutating func indexPath(atY y: CGFloat) -> IndexPath? {
    indexPaths(from: y, to: y.nextUp).first { rowSpan($0).top <= y }
  }

  mutating func setHeight(_ height: CGFloat, measured: Bool, at indexPath: IndexPath) {
    sections[indexPath.section].rows[indexPath.row] = height
    sections[indexPath.section].measured[indexPath.row] = measured
  }

  mutating func insertRow(_ height: CGFloat, measured: Bool, at indexPath: IndexPath) {
    sections[indexPath.section].rows.insert(height, at: indexPath.row)
    sections[indexPath.section].measured.insert(measured, at: indexPath.row)
  }

  mutating func removeRow(at indexPath: IndexPath) {
    sections[indexPath.section].rows.remove(at: indexPath.row)
    sections[indexPath.section].measured.remove(at: indexPath.row)
  }

  private mutating func refresh() {
    guard stale else { return }
    stale = false
    var y = tableHeaderHeight
    sectionTops = []
    rowTops = []
    for section in sections {
      sectionTops.append(y)
      y += section.header
      var tops: [CGFloat] = []
      tops.reserveCapacity(section.rows.count)
      for height in section.rows {
        tops.append(y)
        y += height
      }
      rowTops.append(tops)
      y += section.footer
    }
    total = y + tableFooterHeight
  }
}
