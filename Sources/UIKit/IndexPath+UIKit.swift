import Foundation

/// UIKit's table and collection view additions to `IndexPath`: a section and a row (or
/// item) within it.
extension IndexPath {
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
