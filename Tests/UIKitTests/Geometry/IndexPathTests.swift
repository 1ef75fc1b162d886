import Foundation
import Testing
import UIKit

/// UIKit's rows and sections on `IndexPath`.
@Suite struct IndexPathTests {
  @Test func indexPathsHaveRowsAndSections() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3)
    path.row = 4
    #expect(path == IndexPath(indexes: [1, 4]))
    #expect(IndexPath(item: 2, section: 0) < IndexPath(row: 0, section: 1))
  }
}
