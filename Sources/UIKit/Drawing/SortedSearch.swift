import Foundation

extension RandomAccessCollection where Index == Int {
  /// The index of the last element for which `isBefore` holds, in a collection where it
  /// holds for a prefix (the elements are in order); the first index when it holds for
  /// none, which callers rule out by putting the start first (a text's first mark, its
  /// first line). A binary search.
  func lastIndex(inOrder isBefore: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if isBefore(self[mid]) { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
