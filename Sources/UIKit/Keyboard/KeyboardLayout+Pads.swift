import Foundation

/// The pads: four rows of three keys filling the keyboard's width, as iOS's number, decimal
/// and phone pads have them (1 2 3 / 4 5 6 / 7 8 9 / corner 0 delete), with no space bar
/// and no Return key.
extension KeyboardLayout {
  /// The pads' spacing: iOS's pad keys are 6 points apart and 6 from the edges.
  enum PadMetric {
    static let inset: CGFloat = 6
    static let gap: CGFloat = 6
  }

  /// The digits' first three rows; the fourth is the corner key, "0" and delete.
  static let digitRows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]

  /// The phone pad's "+*#" page: the symbols a dial string takes, "," and ";" being the
  /// pause and wait keys, with "123" back to the digits in the corner.
  static let phoneSymbolRows = [["*", "#", "+"], ["(", ")", "-"], [",", ";", "/"]]

  /// The letters printed under the digits of the number and phone pads, as on a phone's
  /// dial pad.
  static let dialLetters: [String: String] = [
    "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV",
    "9": "WXYZ",
  ]

  /// Titles of keys that type something other than what they show.
  static let padTitles: [String: String] = [",": "pause", ";": "wait"]

  /// The pad's keys in `area`: `rows` of three, then `cornerKey` (nil leaves the cell
  /// empty), "0" (on the digits; "." on the symbols page) and delete.
  static func padCaps(rows: [[String]], cornerKey: Key?, in area: CGRect) -> [KeyCap] {
    let inset = PadMetric.inset
    let gap = PadMetric.gap
    let keyWidth = (area.width - 2 * inset - 2 * gap) / 3
    let keyHeight = max(1, (area.height - 2 * inset - 3 * gap) / 4)
    func frame(row: Int, column: Int) -> CGRect {
      CGRect(
        x: area.minX + inset + CGFloat(column) * (keyWidth + gap),
        y: area.minY + inset + CGFloat(row) * (keyHeight + gap), width: keyWidth, height: keyHeight)
    }
    var caps: [KeyCap] = []
    for (r, row) in rows.enumerated() {
      for (c, text) in row.enumerated() {
        caps.append(KeyCap(key: .character(text), frame: frame(row: r, column: c)))
      }
    }
    if let cornerKey { caps.append(KeyCap(key: cornerKey, frame: frame(row: 3, column: 0))) }
    let middle = rows == digitRows ? "0" : "."
    caps.append(KeyCap(key: .character(middle), frame: frame(row: 3, column: 1)))
    caps.append(KeyCap(key: .backspace, frame: frame(row: 3, column: 2)))
    return caps
  }
}
