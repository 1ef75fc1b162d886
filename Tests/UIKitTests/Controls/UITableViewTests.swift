import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UITableView: cells only for the rows in view and their reuse, row heights (fixed,
/// from constraints, estimated), and row insertions, deletions and reloads. The table is
/// 390×763 on a 3× screen, so a separator is 1/3 point.
@MainActor
@Suite("UITableView", .uikitRuntime)
struct UITableViewTests {
  @Test("Only the rows in view have cells; cells scrolled out come back for the rows scrolled in")
  func reuse() {
    withUIKit { ui in
      let log = TableLog([100])
      let (window, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      // 763 / 50: rows 0…15, the last one in part.
      #expect(table.indexPathsForVisibleRows == rows(0...15))
      #expect(table.visibleCells.count == 16)
      #expect(log.made.count == 16)
      #expect(table.contentSize == CGSize(width: 390, height: 5000))
      #expect(
        table.cellForRow(at: IndexPath(row: 15, section: 0))?.frame == CGRect(x: 0, y: 750, width: 390, height: 50))

      table.contentOffset = CGPoint(x: 0, y: 1000)
      window.layoutIfNeeded()
      // 1000 / 50 … 1763 / 50: rows 20…35, every one in a reused cell.
      #expect(table.indexPathsForVisibleRows == rows(20...35))
      #expect(log.made.count == 16)
      let reuses = table.visibleCells.map { ($0 as! CountingCell).reuses }.reduce(0, +)
      #expect(reuses == 16)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
      let cell = table.cellForRow(at: IndexPath(row: 20, section: 0))
      #expect(cell?.frame == CGRect(x: 0, y: 1000, width: 390, height: 50))
      #expect(cell?.textLabel?.text == "0.20")
      #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 20, section: 0))
    }
  }

  @Test("dequeueReusableCell(withIdentifier:) makes a registered class, nil for an unknown identifier")
  func dequeueWithoutIndexPath() {
    withUIKit { ui in
      let log = TableLog([1])
      let (_, table) = makeTable(ui, log: log)
      #expect(table.dequeueReusableCell(withIdentifier: "cell") is CountingCell)
      #expect(table.dequeueReusableCell(withIdentifier: "nothing registered") == nil)
      #expect(table.dequeueReusableCell(withIdentifier: "cell")?.reuseIdentifier == "cell")
    }
  }

  @Test("automaticDimension sizes a row from its content view's constraints, plus the separator")
  func automaticHeightFromConstraints() {
    withUIKit { ui in
      let log = TableLog([3])
      let (_, table) = makeTable(ui, log: log, cell: BoxCell.self)
      #expect(table.rowHeight == UITableView.automaticDimension)
      // 10 + 60 + 10 of content, and the 1/3-point hairline below it.
      let h: CGFloat = 80 + 1.0 / 3
      expectClose(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, h)
      expectClose(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, h)
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BoxCell
      #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 80))
      #expect(cell?.box.frame == CGRect(x: 16, y: 10, width: 358, height: 60))
      expectClose(table.contentSize.height, 3 * h)
    }
  }

  @Test("A fixed rowHeight wins over the constraints; the content view is the row less the separator")
  func fixedRowHeight() {
    withUIKit { ui in
      let log = TableLog([3])
      let (_, table) = makeTable(ui, log: log, cell: BoxCell.self) { $0.rowHeight = 50 }
      #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 100, width: 390, height: 50))
      let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
      expectClose(cell?.contentView.frame.height ?? 0, 50 - 1.0 / 3)
    }
  }

  @Test("A cell with nothing constrained in its content view gets UIKit's standard 44 points")
  func standardHeight() {
    withUIKit { ui in
      let log = TableLog([2])
      let (_, table) = makeTable(ui, log: log, cell: UITableViewCell.self) { $0.separatorStyle = .none }
      log.identifier = "cell"
      #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 44))
    }
  }

  @Test("Rows without a cell yet hold the estimate; those in view are measured")
  func estimatedHeights() {
    withUIKit { ui in
      let log = TableLog([100])
      let (_, table) = makeTable(ui, log: log, cell: BoxCell.self) { $0.estimatedRowHeight = 100 }
      let h: CGFloat = 80 + 1.0 / 3
      // Rows 0…9 start above 763 once measured (row 9 at 723); row 10 starts at 803.3.
      #expect(table.indexPathsForVisibleRows == rows(0...9))
      #expect(log.made.count == 10)
      expectClose(table.rectForRow(at: IndexPath(row: 50, section: 0)).minY, 10 * h + 40 * 100)
      expectClose(table.contentSize.height, 10 * h + 90 * 100)
    }
  }

  @Test("Deleting and inserting rows moves the cells below with their rows")
  func insertAndDelete() {
    withUIKit { ui in
      let log = TableLog([5])
      let (_, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      let third = table.cellForRow(at: IndexPath(row: 2, section: 0))!
      log.counts = [4]
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
      #expect(table.indexPath(for: third) == IndexPath(row: 1, section: 0))
      #expect(third.frame == CGRect(x: 0, y: 50, width: 390, height: 50))
      #expect(table.contentSize.height == 200)
      #expect(table.visibleCells.count == 4)

      let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
      log.counts = [5]
      log.cellsAsked = []
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      #expect(log.cellsAsked == [IndexPath(row: 0, section: 0)])
      #expect(table.indexPath(for: first) == IndexPath(row: 1, section: 0))
      #expect(table.indexPath(for: third) == IndexPath(row: 2, section: 0))
      #expect(table.contentSize.height == 250)

      log.cellsAsked = []
      table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
      #expect(log.cellsAsked == [IndexPath(row: 2, section: 0)])
    }
  }

  @Test("A batch applies deletions (old rows) before insertions (new rows)")
  func batchUpdates() {
    withUIKit { ui in
      let log = TableLog([4])
      let (_, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      let last = table.cellForRow(at: IndexPath(row: 3, section: 0))!
      log.counts = [4]
      var completed: Bool?
      table.performBatchUpdates({
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }) { completed = $0 }
      #expect(completed == true)
      // Row 0 went and a new row 0 came: the old row 3 is still row 3.
      #expect(table.indexPath(for: last) == IndexPath(row: 3, section: 0))
      #expect(table.contentSize.height == 200)
    }
  }

  @Test("An update whose counts do not add up is reported with UIKit's message and reloads")
  func inconsistentUpdate() {
    withUIKit { ui in
      let log = TableLog([3])
      let (window, table) = makeTable(ui, log: log) { $0.rowHeight = 50 }
      log.counts = [6]
      table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      #expect(
        ui.log.contains(
          "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
            + "after the update (6) must be equal to the number of rows contained in that section before the update "
            + "(3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)."))
      window.layoutIfNeeded()
      #expect(table.numberOfRows(inSection: 0) == 6)
      #expect(table.indexPathsForVisibleRows == rows(0...5))
    }
  }

  @Test("A new width lays the rows out again at it, the selection kept")
  func widthChange() {
    withUIKit { ui in
      let log = TableLog([5])
      let (window, table) = makeTable(ui, log: log, cell: BoxCell.self)
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      log.cellsAsked = []
      table.frame = CGRect(x: 0, y: tableTop, width: 300, height: 763)
      window.layoutIfNeeded()
      #expect(log.cellsAsked == rows(0...4))
      let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? BoxCell
      #expect(cell?.box.frame == CGRect(x: 16, y: 10, width: 268, height: 60))
      #expect(cell?.isSelected == true)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
  }
}
