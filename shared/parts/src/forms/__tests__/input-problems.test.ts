import { inputProblems } from '../input-problems';

describe('inputProblems', () => {
  it("reads the field and the API's own refusal, after a colon in either language", () => {
    expect(inputProblems('body/oldPassword: the current password is incorrect')).toEqual([
      { field: 'oldPassword', kind: 'refused' },
    ]);
    expect(inputProblems('body/oldPassword：当前密码不正确')).toEqual([
      { field: 'oldPassword', kind: 'refused' },
    ]);
    expect(inputProblems('body/newPassword must differ from the current password')).toEqual([
      { field: 'newPassword', kind: 'refused' },
    ]);
  });

  it('reads the schema rules in Ajv words, with their limits', () => {
    expect(inputProblems("body must have required property 'email'")).toEqual([
      { field: 'email', kind: 'required' },
    ]);
    expect(inputProblems('body/nickName must NOT have more than 50 characters')).toEqual([
      { field: 'nickName', kind: 'tooLong', limit: 50 },
    ]);
    expect(inputProblems('body/oldPassword must NOT have fewer than 1 characters')).toEqual([
      { field: 'oldPassword', kind: 'required' },
    ]);
    expect(inputProblems('body/message must NOT have fewer than 10 characters')).toEqual([
      { field: 'message', kind: 'tooShort', limit: 10 },
    ]);
    expect(inputProblems('body/email must match pattern "^[^\\s@]+@.+$"')).toEqual([
      { field: 'email', kind: 'format' },
    ]);
    expect(inputProblems('querystring/type must be one of: all, recent')).toEqual([
      { field: 'type', kind: 'oneOf' },
    ]);
    expect(inputProblems('body/items/0/quantity must be <= 99')).toEqual([
      { field: 'items/0/quantity', kind: 'range' },
    ]);
  });

  it('reads every problem of a joined message, nested paths included', () => {
    expect(
      inputProblems(
        'body/address/name must NOT have fewer than 1 characters; body/address/phone must match pattern "x; y"',
      ),
    ).toEqual([
      { field: 'address/name', kind: 'required' },
      { field: 'address/phone', kind: 'format' },
    ]);
  });

  it('is null for a sentence the API wrote for readers, which names no input', () => {
    expect(inputProblems('Incorrect e-mail or password')).toBeNull();
    expect(inputProblems('该邮箱已被注册，请直接登录或换用其他邮箱。')).toBeNull();
    expect(inputProblems('Too many attempts. Please try again in 5 s')).toBeNull();
    expect(inputProblems('')).toBeNull();
    expect(inputProblems('bodyguard is not a field')).toBeNull();
  });
});
