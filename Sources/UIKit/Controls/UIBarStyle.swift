/// A bar's look: the default light bar, or the black one.
public enum UIBarStyle: Int, Sendable {
  case `default`, black
  @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to true")
  case blackTranslucent
}
