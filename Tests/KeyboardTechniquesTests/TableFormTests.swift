import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form cell as tutorials write it: a text field pinned inside `contentView` with Auto
/// Layout. The one edit iOS code needs here: `required` where iOS writes `override` on
/// `init(style:reuseIdentifier:)` (docs/PORTING.md).
private final class FieldCell: UITableViewCell {
  static let reuseIdentifier = "FieldCell"
  let textField = UITextField()
  private(set) var reuseCount = 0

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    textField.translatesAutoresizingMaskIntoConstraints = false
    textField.borderStyle = .roundedRect
    contentView.addSubview(textField)
    NSLayoutConstraint.activate([
      textField.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      textField.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      textField.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      textField.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      textField.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    textField.text = nil
  }
}

/// A settings-style form: a `UITableViewController` whose rows are text fields. It
/// writes no keyboard code at all: the controller keeps the edited row above the
/// keyboard, as UIKit's does.
private final class FormController: UITableViewController, UITextFieldDelegate {
  var values = [String](repeating: "", count: 30)
  /// Every distinct cell the data source was handed.
  var cellsSeen: [ObjectIdentifier: FieldCell] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(FieldCell.self, forCellReuseIdentifier: FieldCell.reuseIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    values.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: FieldCell.reuseIdentifier, for: indexPath) as! FieldCell
    cell.textField.placeholder = "Field \(indexPath.row + 1)"
    cell.textField.text = values[indexPath.row]
    cell.textField.tag = indexPath.row
    cell.textField.delegate = self
    cellsSeen[ObjectIdentifier(cell)] = cell
    return cell
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    values[textField.tag] = textField.text ?? ""
  }
}

@MainActor
@Suite struct TableFormTests {
  /// A row: the field's 44 points, 8 above and below, and the separator's hairline that
  /// UIKit adds under a self-sizing cell's content view (one pixel).
  static func rowHeight(_ device: DeviceProfile) -> CGFloat { 60 + 1 / device.scale }

  @Test(arguments: Devices.all)
  func theEditedRowStaysAboveTheKeyboard(device: DeviceProfile) throws {
    let form = FormController(style: .plain)
    let tester = ScreenTester(form, device: device)
    defer { tester.tearDown() }
    let table = try #require(form.tableView)
    let h = Self.rowHeight(device)
    let keyboardTop = Devices.keyboardTop(device)
    // Where the first row starts on screen: under whatever top inset the table adjusts
    // for (0 while it adds none for the safe area).
    let top = -table.contentOffset.y
    let shown = device.size.height - top

    // Only the rows on screen have cells: 667 / 60.5 → 12 rows on the SE, 844 / 60.33
    // → 14, 932 / 60.33 → 16 (the last one in part), with no top inset.
    let onScreen = Int((shown / h).rounded(.up))
    #expect(form.cellsSeen.count == onScreen)
    #expect(table.visibleCells.count == onScreen)

    // The lowest row whose field is whole on screen lies under where the keyboard
    // will be.
    let row = Int((shown / h).rounded(.down)) - 1
    let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? FieldCell)
    #expect(abs(tester.frame(of: cell).minY - (top + CGFloat(row) * h)) < 0.001)
    #expect(tester.frame(of: cell).maxY > keyboardTop)
    try tester.tap(cell.textField)
    #expect(tester.firstResponder === cell.textField)
    // The row rides up with the keyboard, frame for frame: both are at the same
    // fraction of their way on every frame of the slide.
    let startBottom = tester.frame(of: cell).maxY
    for _ in 0..<15 {
      tester.pump()
      let keyboard = try #require(tester.keyboardFrameOnScreen)
      let keyboardFraction = (device.size.height - keyboard.minY) / device.keyboardHeight
      let rowFraction = (startBottom - tester.frame(of: cell).maxY) / (startBottom - keyboardTop)
      #expect(abs(keyboardFraction - rowFraction) < 0.001)
    }
    try tester.settle()

    // The table's bottom inset is the keyboard's overlap of the full-screen table, and
    // the row is scrolled just above the keyboard (as little as shows it whole).
    #expect(table.adjustedContentInset.bottom == device.keyboardHeight)
    let rowFrame = tester.frame(of: cell)
    #expect(abs(rowFrame.maxY - keyboardTop) < 0.001)
    #expect(tester.isVisible(cell.textField))
    #expect(tester.frame(of: cell.textField).maxY <= keyboardTop)
    #expect(table.indexPath(for: cell) == IndexPath(row: row, section: 0))

    // Typing goes to the field, and the model keeps it when editing ends.
    try tester.type("ok")
    #expect(cell.textField.text == "ok")

    // Scrolling through the whole form reuses cells: the ones made at first, one for
    // the row that scrolled in under the keyboard's top, and the edited row's cell,
    // which UIKit keeps while it holds the first responder.
    // Rows not yet measured hold their estimate, so how far the end is is known only
    // on the way: scroll until the last row shows.
    let lastRow = IndexPath(row: form.values.count - 1, section: 0)
    var steps = 0
    while !(table.indexPathsForVisibleRows ?? []).contains(lastRow), steps < 100 {
      _ = tester.scroll(by: CGPoint(x: 0, y: 60), at: CGPoint(x: 100, y: 200))
      tester.pump()
      steps += 1
    }
    tester.pump(frames: 2)
    #expect((table.indexPathsForVisibleRows ?? []).contains(lastRow))
    // The last row's top, 29 rows down, is inside the bounds.
    #expect(table.contentOffset.y + device.size.height > CGFloat(lastRow.row) * h)
    #expect(form.cellsSeen.count <= onScreen + 3)
    #expect(form.cellsSeen.values.contains { $0.reuseCount > 0 })
    #expect(tester.firstResponder === cell.textField)
    #expect(table.visibleCells.count <= onScreen + 1)

    tester.press(.escape)
    try tester.settle()
    #expect(form.values[row] == "ok")
    #expect(table.contentInset.bottom == 0)
    #expect(table.verticalScrollIndicatorInsets.bottom == 0)
  }
}
