import RxSwift
import UIKit

@MainActor
extension Reactive where Base: UITextField {
  /// The text: the current value on subscribe, then the value after every editing event
  /// (`.editingChanged` for each edit, also `.editingDidBegin`/`.editingDidEnd`) and
  /// `.valueChanged`, as RxCocoa sends it. Binding to it sets `text` (only when it
  /// differs, so the caret is not reset needlessly).
  public var text: ControlProperty<String?> {
    value
  }

  /// The same as `text`.
  public var value: ControlProperty<String?> {
    controlProperty(
      editingEvents: [.allEditingEvents, .valueChanged],
      getter: { field in field.text },
      setter: { field, value in
        if field.text != value { field.text = value }
      })
  }
}
