import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// What a table draws: separators one pixel thick, inset by the side margin; the
/// grouped background; inset-grouped sections as cards with 10-point corners.
@MainActor
@Suite("UITableView drawing", .uikitRuntime)
struct UITableViewDrawingTests {
  private func fills(of table: UITableView) -> [(CGRect, CGFloat, UIColor)] {
    let canvas = RecordingCanvas()
    table.render(in: canvas)
    return canvas.commands.compactMap {
      if case .fill(let rect, let radius, let color, _) = $0 { return (rect, radius, color) }
      return nil
    }
  }

  @Test("Plain rows end in a 1/3-point separator from x = 16 to the right edge")
  func separators() {
    withUIKit { ui in
      let log = TableLog([3])
      let (_, table) = makeTable(ui, log: log) { $0.rowHeight = 44 }
      let lines = fills(of: table).filter { $0.2 == .separator }.map(\.0)
      #expect(lines.count == 3)
      for (row, line) in lines.sorted(by: { $0.minY < $1.minY }).enumerated() {
        expectClose(line.minY, tableTop + CGFloat(row + 1) * 44 - 1.0 / 3)
        expectClose(line.height, 1.0 / 3)
        #expect(line.minX == 16)
        #expect(line.maxX == 390)
      }
      #expect(table.backgroundColor == .systemBackground)
    }
  }

  @Test("Inset-grouped: one card per section, rounded 10 at its top and bottom, no line under the last row")
  func insetGroupedCards() {
    withUIKit { ui in
      let log = TableLog([3])
      let (_, table) = makeTable(ui, log: log, style: .insetGrouped) { $0.rowHeight = 44 }
      let fills = fills(of: table)
      #expect(fills.first?.2 == .systemGroupedBackground)
      let header = table.rectForHeader(inSection: 0).height
      let rounded = fills.filter { $0.1 == 10 && $0.2 == .secondarySystemGroupedBackground }.map(\.0)
        .sorted { $0.minY < $1.minY }
      // The first and last rows' fills have the corners; the middle row's is square.
      #expect(
        rounded == [
          CGRect(x: 16, y: tableTop + header, width: 358, height: 44),
          CGRect(x: 16, y: tableTop + header + 88, width: 358, height: 44),
        ])
      #expect(fills.filter { $0.2 == .separator }.count == 2)
    }
  }
}
