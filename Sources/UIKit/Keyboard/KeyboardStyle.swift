import Foundation

/// Which of iOS's keyboards a `UIKeyboardType` brings up: the letter keyboard with the
/// bottom row the type asks for, or one of the pads (3×4 keys, never a predictive bar).
public enum KeyboardStyle: Sendable, Equatable {
  /// The letter keyboard; `BottomRow` says what sits between its pane key and Return.
  case letters(BottomRow)
  /// Digits only; the bottom-left cell is empty.
  case numberPad
  /// The number pad with the locale's decimal separator bottom left.
  case decimalPad
  /// Digits with their letters, and a "+*#" key bottom left.
  case phonePad

  /// The letter keyboard's bottom row between the pane key and Return, as iOS 16 lays it
  /// out per keyboard type.
  public enum BottomRow: Sendable, Equatable {
    /// The space bar alone (`.default`, `.asciiCapable`, `.numbersAndPunctuation`,
    /// `.namePhonePad`).
    case space
    /// No space bar: ".", "/" and ".com" (`.URL`).
    case url
    /// A shorter space bar with "@" and "." beside it (`.emailAddress`).
    case email
    /// A shorter space bar with "@" and "#" beside it (`.twitter`).
    case twitter
    /// A shorter space bar with "." beside it (`.webSearch`).
    case webSearch

    /// The keys to the right of the space bar (or instead of it, for `.url`).
    var extraKeys: [String] {
      switch self {
      case .space: []
      case .url: [".", "/", ".com"]
      case .email: ["@", "."]
      case .twitter: ["@", "#"]
      case .webSearch: ["."]
      }
    }
  }

  public init(_ type: UIKeyboardType) {
    switch type {
    case .numberPad, .asciiCapableNumberPad: self = .numberPad
    case .decimalPad: self = .decimalPad
    case .phonePad: self = .phonePad
    case .URL: self = .letters(.url)
    case .emailAddress: self = .letters(.email)
    case .twitter: self = .letters(.twitter)
    case .webSearch: self = .letters(.webSearch)
    case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad: self = .letters(.space)
    }
  }

  /// The keyboard `type` brings up on a device of `idiom`: on an iPad there are no pads,
  /// and a number, decimal or phone pad is the full keyboard on its numbers ("Ipad always
  /// show the full keyboard layout", "there's no decimal layout for the iPad like there is
  /// for the iPhone", Stack Overflow 39642240).
  public init(_ type: UIKeyboardType, idiom: UIUserInterfaceIdiom) {
    self.init(type)
    if idiom == .pad && isPad { self = .letters(.space) }
  }

  /// Whether this is one of the pads, which have no predictive bar and so no dismiss key:
  /// an app that wants one gives the field a Done toolbar, as on iOS.
  public var isPad: Bool {
    if case .letters = self { return false }
    return true
  }

  /// The keyboard's height on `device` without the predictive bar, which `KeyboardView`
  /// adds to the letters when it shows and a pad never shows. iOS's pads are its letter
  /// keyboard without the bar: 216 points on a 375×667 phone and 291 on the 812-point and
  /// taller ones, against about 260 and 335 for the letters with it (portrait frames from
  /// `keyboardFrameEndUserInfoKey`; the letter keyboard with its bar as
  /// devpolant/SwiftyComponents' UIScreen+Keyboard tabulates it, 258 and 333; the pads at
  /// zoul/ios-keyboards' 216 for the 375-point phone; "the view that contains the letters
  /// is always of the same size, the difference comes from the bottom safe area", F.
  /// Benacquista, "List of the official iOS keyboards' heights"). So every type takes the
  /// device's `keyboardHeight`, which in a profile `oriented(_:)` to landscape is the
  /// landscape keyboard without the bar (docs/PORTING.md).
  public func height(on device: DeviceProfile) -> CGFloat {
    device.keyboardHeight
  }

  /// The pane a new editing session opens on: `.numbersAndPunctuation` on the 123 page,
  /// the pads on their digits, everything else on the letters.
  static func initialPane(for type: UIKeyboardType, idiom: UIUserInterfaceIdiom = .phone) -> KeyboardLayout.Pane {
    if idiom == .pad && KeyboardStyle(type).isPad { return .numbers }
    return switch type {
    case .numbersAndPunctuation: .numbers
    case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: .digits
    default: .letters
    }
  }
}
