import RxCocoa
import RxSwift
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite(.serialized, .uikitRuntime)
struct ControlRxTests {
  @Test("button.rx.tap emits on .touchUpInside only, and removes its action when disposed")
  func buttonTap() {
    let button = UIButton()
    var taps = 0
    let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
    #expect(button.allControlEvents.contains(.touchUpInside))
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 2)
    subscription.dispose()
    #expect(!button.allControlEvents.contains(.touchUpInside))
    button.sendActions(for: .touchUpInside)
    #expect(taps == 2)
  }

  @Test("button.rx.tap does not keep the button alive")
  func tapHoldsButtonWeakly() {
    weak var weakButton: UIButton?
    let bag = DisposeBag()
    do {
      let button = UIButton()
      weakButton = button
      button.rx.tap.subscribe(onNext: {}).disposed(by: bag)
    }
    #expect(weakButton == nil)
  }

  @Test("field.rx.text: the current text on subscribe, then after each editing change; binding sets it")
  func textFieldText() {
    let field = UITextField()
    field.text = "hi"
    var values: [String?] = []
    let subscription = field.rx.text.subscribe(onNext: { values.append($0) })
    #expect(values == ["hi"])
    field.text = "hi!"
    field.sendActions(for: .editingChanged)
    #expect(values == ["hi", "hi!"])

    let source = PublishSubject<String?>()
    let binding = source.bind(to: field.rx.text)
    source.onNext("bound")
    #expect(field.text == "bound")
    binding.dispose()
    subscription.dispose()
    field.sendActions(for: .editingChanged)
    #expect(values == ["hi", "hi!"])

    var changes: [String] = []
    _ = field.rx.text.orEmpty.changed.subscribe(onNext: { changes.append($0) })
    field.text = nil
    field.sendActions(for: .editingChanged)
    #expect(changes == [""])
  }

  @Test("A writable property is a Binder through .rx (dynamic member lookup): label.rx.text")
  func dynamicMemberBinder() {
    let label = UILabel()
    let source = PublishSubject<String?>()
    let bag = DisposeBag()
    source.bind(to: label.rx.text).disposed(by: bag)
    source.onNext("123/700")
    #expect(label.text == "123/700")
    Observable.just(false).bind(to: label.rx.isHidden).disposed(by: bag)
    #expect(label.isHidden == false)
    Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
    #expect(label.isHidden)
  }

  @Test("Typing into a focused field sends rx.text values (the field's own .editingChanged)")
  func typingSendsText() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    defer { window.resignKeyAndHide() }
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    window.addSubview(field)
    window.makeKeyAndVisible()
    var values: [String] = []
    let bag = DisposeBag()
    field.rx.text.orEmpty.distinctUntilChanged().subscribe(onNext: { values.append($0) }).disposed(by: bag)
    #expect(field.becomeFirstResponder())
    field.insertText("a")
    field.insertText("b")
    field.deleteBackward()
    #expect(values == ["", "a", "ab", "a"])
    field.resignFirstResponder()
  }
}
