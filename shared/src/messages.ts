// The spec's user-facing texts, in one place, so the SPA and the API say the same words. One export per text, read
// as `import * as messages from '@hearth/shared/messages'` then `messages.key`: Rollup (the SPA) and esbuild (the
// Lambdas) both keep only the texts a bundle reads. (esbuild keeps every text behind a re-exported namespace, so there
// is none.) The SPA keeps this module in one chunk with every text any of its pages reads, so the community site's
// first paint does not import it: the few texts it shows come from core-messages.ts, re-exported here by name.
export { communityUnpublished, generic, newPostsPill, noPosts } from './core-messages.ts';
export const genericLater = 'Something went wrong, please try again later.';
export const routeNotFound = 'No such API route.';
export const communityNotFound = 'There is no community at this address.';
export const invalidJson = 'The request body is not valid JSON.';
export const malformedRequest = 'The request is not validly encoded.';
export const malformedHost = 'The request names no valid host.';
export const headersTooLarge = 'The request line or its headers are too large.';
export const malformedCookie = 'A cookie in this request is not validly encoded.';
export const validationFailed = 'Some fields are not valid.';
export const unauthenticated = 'Please sign in to continue.';
export const csrfRequired = 'This request is missing its CSRF header.';
export const forbidden = 'You do not have permission to do that.';
export const payloadTooLarge = 'The request body is too large.';
export const beaconTooLarge = 'A beacon batch is at most 16 KB.';
export const beaconForAnotherCommunity = 'This beacon is for another community.';
export const unsupportedMediaType = 'Send the request body as application/json.';
export const invalidImage = 'Please select a valid image.';
export const uploadMissing = 'The upload was not found. Please upload the file again.';

// Auth and account (member-forum §2.2, §5, §8; owner-dashboard §5)
export const emailRequired = 'Email is required';
export const emailInvalid = 'Enter a valid email address.';
export const emailTooLong = 'Email must be at most 200 characters.';
export const passwordRequired = 'Password is required';
export const currentPasswordRequired = 'Current password is required';
export const newPasswordRequired = 'New Password is required';
export const passwordsDontMatch = "Passwords don't match";
export const passwordGuidelines = 'The password does not meet every guideline.';
export const firstNameRequired = 'First name is required';
export const lastNameRequired = 'Last name is required';
export const incorrectName = 'Incorrect name';
export const nameLength = 'Name must be between 1 to 50 chars';
export const acceptTerms = 'Please accept the Terms of Service and Privacy Policy.';
export const verificationSent = (email: string) =>
  `We have sent a verification email to ${email}. Remember to also check your spam folder.`;
export const resetLinkSent = 'Email with reset password link was sent';
export const passwordSaved = 'Password Saved!';
export const passwordChanged = 'Password changed successfully';
export const emailChangeSent = 'Email saved successfully! Please check your new address for the verification link';
export const verificationFailed = 'We were not able to verify your account. Please contact support for assistance.';
export const changeEmailFailed =
  'We were not able to verify your new email. Please try again or contact support for assistance.';
export const invalidCredentials = 'Incorrect email or password.';
export const accountUnverified = 'Please verify your email address before signing in.';
export const accountExists = 'An account with this email already exists. Sign in instead.';
export const emailTaken = 'This email is already used by another account.';
export const sameEmail = 'This is already your email address.';
export const wrongPassword = 'The password is not correct.';
export const linkInvalid = 'This link is not valid. It may have been used already.';
export const linkExpired = 'This link has expired. Please request a new one.';
export const invitationInvalid = 'This invitation is not valid.';
export const captchaFailed = 'Please confirm you are not a robot and try again.';
export const tooManyAttempts = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
export const signUpDenied = (community: string) => `Your request to sign up to ${community} community has been denied.`;
export const approvalPending =
  'Your registration request will be reviewed by a staff member soon. You will receive an email once your request is accepted.';
export const banned = (community: string, permanent: boolean) =>
  `Your account has been banned ${permanent ? 'permanently ' : ''}from accessing ${community}.`;
export const banExpires = (date: string) => `This ban will expire on ${date}.`;
export const popupBlocked = 'The login popup was blocked by the browser';
export const socialSignInLocal =
  'Social sign-in needs a deployed user pool; it is not available on the local platform.';
export const sessionExpired = 'Your session has expired. Please sign in again.';
export const notMember = 'You are not a member of this community.';

// Owner journey (owner-dashboard §5, §8)
export const fieldRequired = 'This field is required.';
export const organizationLength = (label: 'Name' | 'Type') => `Organization ${label} must be between 1 to 100 chars`;
export const phoneInvalid = 'Enter a valid phone number.';
export const planRequired = 'Choose a plan to continue.';
export const communityNameLength = 'Community Name must be between 3 and 50 characters.';
export const taglineRequired = 'Tagline is required.';
export const taglineLength = 'Tagline must be less than 50 chars.';
export const descriptionEmpty = 'Description cannot be empty';
export const descriptionTooLong = 'The description is too long.';
export const accentColor = 'Choose one of the accent colours.';
export const ownerOnlyPublish = 'Only the owner can publish or unpublish the community.';
export const notStaff = 'You do not manage this community.';
export const organizationSaved = 'Organization profile successfully updated!';
export const platformVisibilityUpdated = 'Platform Visibility successfully updated!';
export const noEnoughData = 'No enough data for this period';

// Posts and comments (member-forum §2.6, §5); contentTooLong is ours (the spec sets no content limit)
export const titleRequired = 'Title is required';
export const titleTooLong = 'Title must be less than 75 chars';
export const categoryRequired = 'Category is required.';
export const contentRequired = 'Content is required.';
export const attachmentRequired = 'Attachment is required.';
export const unsupportedImageType = 'Unsupported file type, supported types: [.gif, .jpg, .jpeg, .png]';
export const commentEmpty = 'Comment cannot be empty';
export const contentTooLong = 'This text is too long.';

// Polls (member-forum §4, §5, §9); the answers to a refused vote or option are ours (the spec shows none)
export const pollMaxChoicesRange = 'Must be a number from 1 to 200';
export const pollDurationRange = 'Must be a number from 1 to 100';
export const pollOptionsMin = 'Polls require a minimum of 2 options';
export const pollOptionsMax = 'Polls can have a maximum of 200 options';
export const pollOptionsRequired = 'Options are required.';
export const pollOptionTooShort = 'Option length must be one character minumum';
export const pollOptionTooLong = 'Option must be less than 50 chars';
export const pollOptionsUnique = 'Poll options must be different from each other.';
export const pollEnded = 'This poll has ended.';
export const pollOptionNotFound = 'This poll option does not exist.';
export const pollMaxChoicesReached = (maxChoices: number) =>
  `You can choose at most ${maxChoices} option${maxChoices === 1 ? '' : 's'}. Remove a vote first.`;
export const pollVotePermanent = 'Your vote on an option you added cannot be removed.';
export const pollNotExtendable = 'This poll does not accept new options.';

// Forum pages and actions (member-forum §2.5, §2.6, §8); the refusals without a spec text are ours
export const subforumPrivate = 'This subforum is private.';
export const subforumNoPermission = "Your user role doesn't have permission to view this subforum.";
export const subforumMissing = "This subforum doesn't exist or has been deleted.";
export const contentPrivate = 'This content is private.';
export const contentNotFound = 'Content Not Found';
export const postAwaitingApproval = 'Post awaiting approval.';
export const postDenied = 'This post was not approved.';
export const postNotAwaitingApproval = 'Only a post awaiting approval can be denied.';
export const categoryInvalid = 'Choose one of the categories of this subforum.';
export const postTypeNotAllowed = "Your user role can't create this type of post here.";
export const anonymousNotAllowed = "Your user role can't post anonymously here.";
export const postArchived = 'This post is archived: comments, votes and reactions are closed.';
export const notAuthor = 'Only the author can edit this.';
export const staffOnly = 'Only staff can do this.';
export const moderationAnonymous =
  'This was posted anonymously: staff can remove it or ignore its reports, but not act on its author.';
export const reactionUnknown = "This reaction isn't available in this community.";
export const commentNotAllowed = 'Limited Replies';
export const replyTooDeep = 'Replies can nest at most 3 levels.';
export const commentSubmitFailed = 'An error occurred in submitting comment.';
export const tooManyPins = (max: number) => `At most ${max} posts can be pinned here. Unpin one first.`;
export const tooManyChanges = 'Too many changes at once. Please try again.';
export const memberMissing = 'This member does not exist.';
export const registrationNotPending = 'This registration request is not pending.';
export const postChanging = 'This post is changing right now. Please try again.';
export const commentChanging = 'This comment is changing right now. Please try again.';
export const postKeepsType = 'A post keeps its type.';
export const postHasNoPoll = 'This post has no poll.';
export const feedOptionUnavailable = (value: string) => `"${value}" is not offered by this community's feed.`;
export const notOfferedHere = 'Not offered here.';

// Link preview (member-forum §5, §6)
export const linkPreviewUnavailable = 'Preview not available for this link';

// Social sign-in (owner-dashboard §7; docs/auth.md): the popup's results; the texts are ours
export const socialStateInvalid = 'This sign-in attempt has expired or is not valid. Please try again.';
export const socialCancelled = 'Sign-in was cancelled.';
export const socialFailed = (provider: string) =>
  `We could not complete the sign-in with ${provider}. Please try again.`;
export const socialEmailUnverified = (provider: string) =>
  `Your ${provider} account has no verified email address, so it cannot sign you in. Sign in with your email instead.`;
export const socialProviderOff = (provider: string) => `${provider} sign-in is not available here.`;
export const socialSignedIn = 'You are signed in. You can close this window.';

// The owner's profile and the onboarding questions (owner-dashboard §2 /profile and /community-onboarding, §8
// toasts; the question rules' texts are ours)
export const beamProfileSaved = 'Beam profile saved successfully!';
export const newPasswordSaved = 'New password saved successfully';
export const noQuestionsAsked = 'No Questions Asked';
export const onboardingQuestionsSaved = 'Onboarding questions successfully updated!';
export const questionRequired = 'Question is required.';
export const questionTooLong = 'Question must be at most 200 characters.';
export const questionTypeInvalid = 'Choose a question type.';
export const questionDuplicate = 'Each question must be unique.';
export const tooManyQuestions = 'A community can ask at most 20 onboarding questions.';
export const optionRequired = 'Option is required.';
export const optionTooLong = 'Option must be at most 100 characters.';
export const optionsTooFew = 'Add at least 2 options.';
export const optionsDuplicate = 'Options must be different.';
export const tooManyOptions = 'A question can have at most 20 options.';
export const paragraphHasNoOptions = 'A paragraph question has no options.';
export const answerTooLong = 'Answer must be at most 1000 characters.';
export const answerRequired = (question: string) => `Please answer the required question "${question}".`;
export const answerInvalid = (question: string) => `The answer to "${question}" is not one of its options.`;
export const answerUnknownQuestion = 'One of the answers is for a question this community does not ask.';
export const onlyStaffSeeAnswers = 'Only staff can see the answers to the onboarding questions.';
export const onlyEditorsEditQuestions = 'Only the owner and editors can edit the onboarding questions.';

// subforums and categories (owner-dashboard §4, §5, §8)
export const subforumNameRequired = 'Subforum name is required.';
export const subforumNameLength = 'Name must be 3-20 chars long';
export const categoryTitleRequired = 'Title is required!';
export const categoryTitleLength = 'Title must be at most 50 chars long';
export const keyPhraseRequired = 'Key phrase is required';
export const keyPhraseIncorrect = (phrase: string) => `Incorrect keyword. Please input “${phrase}”.`;
export const reassignTargetRequired = 'Select category to reassign existing posts.';
export const lastActiveCategory = 'At least 1 active category required!';
export const rankOutsideList = 'This position is outside the list.';
export const subforumNotFound = 'This subforum does not exist.';
export const categoryNotFound = 'This category does not exist.';
export const unknownRole = 'This role does not exist in this community.';
export const manageStructureDenied = 'Only the owner and editors can change subforums and categories.';
export const subforumCreated = (title: string) => `${title} subforum created successfully!`;
export const subforumUpdated = (title: string) => `${title} subforum updated successfully!`;
export const subforumDeleted = (title: string) => `${title} subforum deleted successfully!`;
export const categoryDeleted = (title: string) => `${title} category deleted successfully!`;
export const categoriesUpdated = 'Categories successfully updated!';
export const subforumsLoadFailed = 'Error in fetching subforums';
export const categoriesLoadFailed = 'Error in fetching categories';

// roles (owner-dashboard §5, §6, §8; member-forum §2.10, §8)
export const roleNameLength = 'Name must be 3-15 chars long';
export const roleColorRequired = 'Role Color is required.';
export const roleColorInvalid = 'Role Color must be a colour, like #1971c2.';
export const roleDeletePhrase = 'Confirm role deletion';
export const roleDeletePhraseRequired = 'Key phrase is required';
export const roleDeletePhraseIncorrect = 'Incorrect keyword. Please input “Confirm role deletion”.';
export const roleLimitReached =
  'You have reached the limit of user roles for this community plan. Upgrade your plan or contact us to request an extension.';
export const customRolesUpgrade = (plan: string, max: number) => `The ${plan} plan allows up to ${max} custom roles.`;
export const customRolesOverLimit = (max: number) =>
  `Your plan allows ${max} custom roles. The roles you have stay; new ones cannot be added.`;
export const roleCreated = (name: string) => `${name} role created successfully!`;
export const roleUpdated = (name: string) => `${name} role updated successfully!`;
export const roleDeleted = (name: string) => `${name} role deleted successfully!`;
export const roleAssigned = (name: string) => `${name} role assigned successfully!`;
export const roleUnassigned = (name: string) => `${name} role unassigned successfully!`;
export const roleMissing = 'This role does not exist or has been deleted.';
export const roleNameTaken = 'A role with this name already exists.';
export const roleDefaultUndeletable = 'The Admins, Moderators and Members roles cannot be deleted.';
export const roleMembersImplicit = 'Every member holds the Members role; it cannot be assigned or removed.';
export const rolesModeratorReadOnly = 'Moderators cannot change roles.';
export const rolesAdminOnly = 'Only admins can change roles.';
export const roleAboveActor = 'Only the owner and editors can give or take the admin permission.';
export const ownerOnlySubscription = 'Unauthorized Access, Only owner can manage subscription';
export const ownerOnlyRenew = 'Unauthorized Access, Only owner can renew subscription';
export const ownerOnlyChangePlan = 'Unauthorized Access, Only owner can change subscription plan';
export const ownerOnlyCancel = 'Unauthorized Access, Only owner can cancel subscription';
export const subscriptionFetchFailed = 'Issue fetching subscription data, try again later';
export const somethingWentWrong = 'something went wrong, try again later';
export const priceUnknown = 'Choose one of the plans on offer.';
export const planUnchanged = 'Your community is already on this plan.';
export const subscriptionAlreadyCanceled = 'This subscription is already cancelled.';
export const subscriptionNotCancelling = 'This subscription is not set to cancel, so there is nothing to renew.';
export const subscriptionMissing = 'This community has no subscription yet. Choose a plan first.';
export const lifetimePlanFixed = 'A lifetime plan has no subscription to cancel or renew.';
export const webhookSignatureInvalid = 'The webhook signature is missing or invalid.';
export const subscriptionExists = 'There is already a subscription for this. Change its plan instead.';
export const ownerOnlyEditors = 'Only the owner can assign or remove editors.';
export const editorIsOwner = 'The owner already manages this community.';
export const editorAlready = 'This account is already an editor of this community.';
export const editorMissing = 'This account is not an editor of this community.';
export const ownerUnchangeable = 'The owner cannot be changed or removed.';
export const editorInvited = (email: string) =>
  `Invitation sent to ${email}. They become an editor when they accept it.`;
export const editorInvitationCancelled = 'Invitation cancelled.';
export const editorInvitationMissing = 'This invitation no longer exists.';
export const editorInvitationsLimit = (max: number) =>
  `You have ${max} open editor invitations. Cancel one before inviting someone else.`;
export const editorInvitationInvalid =
  'This editor invitation is not valid any more: it was used, cancelled or replaced. Ask the owner to invite you again.';
export const editorInvitationExpired = 'This editor invitation has expired. Ask the owner to invite you again.';
export const editorInvitationOtherAccount = (email: string) =>
  `This invitation was sent to ${email}. Sign in with that address to accept it.`;
export const editorInvitationAccepted = (communityName: string) => `You are now an editor of ${communityName}.`;
export const editorInvitationDeclined = 'Invitation declined. Nothing has changed.';
export const editorRemoved = 'Editor removed successfully!';

// platform settings (owner-dashboard §5, §8, §9; the texts the spec does not give are ours)
export const backlinkTitleRequired = 'Backlink title is required.';
export const backlinkUrlRequired = 'Backlink URL is required.';
export const backlinkUrlInvalid = 'Enter correct url!';
export const seoTitleLength = 'Page Title must be between 3 and 50 characters.';
export const seoDescriptionRequired = 'Community description is required.';
export const seoDescriptionLength = 'Description must be less than 50 chars.';
export const feedMenuActiveRequired = 'At least 1 active item required!';
export const feedMenuMismatch = "These items are not this community's feed menu. Reload the page and try again.";
export const reactionTitleRequired = 'Reaction title is required.';
export const reactionTitleLength = 'Reaction title must be at most 10 chars.';
export const reactionImageType = 'Reaction images must be PNG files.';
export const reactionImageSize = 'Reaction images must be at least 50x50 pixels.';
export const reactionMissing = 'This reaction does not exist.';
export const whitelistEntryInvalid = 'Enter e-mail addresses or domains, one per line.';
export const themeUnavailable = 'Only the light theme is available.';
export const platformInformationUpdated = 'Platform Information successfully updated!';
export const communityFeedUpdated = 'Community Feed settings successfully updated!';
export const seoSettingsUpdated = 'SEO settings successfully updated!';
export const platformPermissionsUpdated = 'Platform Permissions successfully updated!';
export const designUpdated = 'Design successfully updated!';
export const reactionUpdated = 'Reaction successfully updated!';
export const communityRulesUpdated = 'Community Rules successfully updated!';
export const privacyStatementUpdated = 'Privacy Statement successfully updated!';

// Profiles, settings, onboarding, delete account (member-forum §5, §8)
export const usernameRequired = 'Username is required.';
export const usernameMin = 'Username must be 3 chars at least.';
export const usernameMax = 'Username must be 30 chars at most.';
export const usernameCharacters = 'Only letters, numbers, _ and - are allowed.';
export const usernameTaken = 'Username is already taken.';
export const usernameCheckFailed = 'Error in validating username.';
export const bioLength = 'Bio must be between 1 to 255 chars';
export const birthDateIncomplete = 'Please select all fields';
export const birthDateInvalid = 'Invalid birth date';
export const locationRequired = 'Location is required.';
export const locationWrong = 'Wrong location';
export const saveUserInfoFailed = 'Failed to save user info.';
export const savePrivacyFailed = 'Failed to save user privacy info.';
export const saveLocationFailed = 'Failed to save user location.';
export const uploadMediaFailed = 'Failed to upload media.';
export const settingsSaved = 'Saved settings successfully!';
export const unknownLocation = 'Unknown location';
export const deletedUser = '[DELETED USER]';
export const profileMissing = 'This profile does not exist.';
export const avatarGifSubscribersOnly = 'Only subscribers can upload animated gifs.';

// notifications
export const notificationSettingsUpdated = 'Notification settings successfully updated!';
export const notificationTriggered = 'Notification triggered successfully';
export const allCaughtUp = 'All caught up!';
export const unsubscribedNow = 'You are now unsubscribed';
export const unsubscribedAlready = 'You have successfully unsubscribed';
export const unableToUnsubscribe = 'Unable to unsubscribe';
export const notifyPostComment = (name: string, title: string) => `${name} commented on your post "${title}"`;
export const notifyCommentReply = (name: string, title: string) => `${name} replied to your comment on "${title}"`;
export const notifyMention = (name: string, title: string) => `${name} mentioned you in "${title}"`;
export const notifyVotes = (name: string, count: number, what: 'post' | 'comment', title: string) =>
  count > 1 ? `${count} people upvoted your ${what} "${title}"` : `${name} upvoted your ${what} "${title}"`;
export const notifyReactions = (name: string, count: number, what: 'post' | 'comment', title: string) =>
  count > 1 ? `${count} people reacted to your ${what} "${title}"` : `${name} reacted to your ${what} "${title}"`;
export const notifyFollowedPostComment = (name: string, title: string) => `${name} commented on "${title}"`;
export const notifyPostApproved = (title: string) => `Your post "${title}" was approved.`;
export const notifyPostDenied = (title: string) => `Your post "${title}" was denied.`;
// Web push
export const pushEndpointNotHttps = 'A push subscription’s endpoint must be an https:// address.';
export const pushEndpointNotPublic = 'A push subscription’s endpoint must be a push service on the public internet.';
export const pushNotConfigured = 'Push notifications are not set up on this site yet.';
export const pushUnsupported =
  'This browser cannot show push notifications. Use a browser that supports them, or install this site as an app.';
export const pushDenied =
  'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then turn Push on again.';
export const pushSubscribeFailed = 'Could not turn on push notifications in this browser. Please try again.';

export const notifyNewPost = (name: string, title: string) => `${name} posted "${title}"`;
export const notifyRoleAssigned = (role: string) => `You were given the ${role} role.`;
export const notifyRoleRemoved = (role: string) => `Your ${role} role was removed.`;
export const notifyWarning = (reason: string) => `The staff issued you a warning: ${reason}`;
/** `until` already formatted (banExpires' date); null for a permanent ban. */
export const notifyBan = (until: string | null) =>
  until ? `You were banned until ${until}.` : 'You were banned permanently.';
export const notifyLevelUp = (level: number, rank: string) => `You reached level ${level} (${rank})!`;
export const notifyQuestCompleted = (quest: string, xp: number) =>
  `You completed the quest “${quest}”. Claim your ${xp} XP on your profile.`;
export const notifyQuestNearCompletion = (quest: string) => `One step left to complete the quest “${quest}”.`;
export const notifyHotPost = (title: string) => `Your post "${title}" is hot!`;
export const notifyNewSupporter = (name: string) => `${name} became a supporter of your community.`;

// Delete account and data export (member-forum §2.8, §3, §5)
export const accountDeleted = 'Your account has been deleted.';
export const ownerCannotDelete =
  'You own this community, so your account cannot be deleted. Transfer or delete the community first.';
export const staffAccountNotHere = 'Staff accounts are managed in the owner app, not in a community.';
export const exportFailed = 'Could not prepare your data. Please try again.';

// gatekeeping
export const wordFilterLoadFailed = 'Error in loading blacklist, please try again';
export const wordFilterSaved = 'Word filter saved successfully!';
export const wordFilterWordRemoved = (word: string) => `"${word}" removed from the word filter.`;
export const wordFilterEmptyBatch = 'Add at least one word.';
export const wordFilterBatchTooLong = (max: number) =>
  `A batch can hold at most ${max} words, one per line. Split it and add the rest in another batch.`;
export const wordFilterTermTooLong = (max: number) => `Words and variations must be at most ${max} characters long.`;
export const wordFilterTooManyVariations = 'A word can have at most 20 variations.';
export const wordFilterFull = (max: number) => `The word filter can hold at most ${max} words.`;
export const wordFilterStaffOnly = 'Only admins and moderators can see the word filter.';
export const wordFilterAdminsOnly = 'Only admins can change the word filter.';
export const wordFilterWordMissing = 'This word is not in the word filter.';
export const wordFilterEmpty = 'No words found.';
export const memberApprovalAdminsOnly = 'Only admins can approve or deny member requests.';
export const noMemberRequests = 'No Member Requests found.';
export const whitelistEntryLength = 'Emails and domains must be 1-30 chars long';
export const whitelistSaved = 'White list saved successfully!';
export const contentApprovalStaffOnly = 'Only admins and moderators can review post submissions.';
export const noPostSubmissions = 'No posts found.';
export const postApprovedToast = 'Post approved successfully!';
export const postDeniedToast = 'Post denied successfully!';
export const memberRequestsApproved = (count: number) =>
  count === 1 ? 'Approved 1 member.' : `Approved ${count} members.`;
export const memberRequestsDenied = (count: number) => (count === 1 ? 'Denied 1 member.' : `Denied ${count} members.`);

// invitations (member-forum §5, §8)
export const invitationSubjectRequired = 'Email subject is required';
export const invitationSubjectMin = 'Email subject should have at least 9 characters';
export const invitationSubjectMax = 'Email subject must be less than 100 characters';
export const invitationMessageRequired = 'Email message is required';
export const invitationMessageMin = 'Email message should have at least 20 characters';
export const invitationMessageMax = 'Email message is too long.';
export const invitationEmailInvalid = (value: string) => `${value} is not a valid email`;
export const invitationEmailsUnique = 'Emails must be unique';
export const invitationEmailsMin = 'Invitations require a minimum of 1 email';
export const invitationEmailsMax = 'Invitations can have a maximum of 1000 emails';
export const usersInvited = 'Users invited successfully!';
export const noInvitations = 'No invitations found.';
export const invitationsAdminsOnly = 'Only admins can invite members.';
export const invitationForAnotherEmail = 'This invitation was sent to another e-mail address.';
export const welcomeInvited = (site: string) => `Welcome to ${site}!`;

// Live updates, weekly digest, trigger tester
export const digestSubject = (site: string) => `This week on ${site}`;
export const digestIntro = (site: string) => `The top posts of the week on ${site}:`;
export const digestEmpty = 'No posts this week.';
export const notifyTriggerTest = (trigger: string, amount?: number, id?: string) =>
  `Test notification: ${trigger}${amount !== undefined ? ` (amount ${amount})` : ''}${id ? ` for ${id}` : ''}`;

// moderation
export const reasonRequired = 'Reason is required.';
export const reasonMin = 'Reason must be 5 chars at least.';
export const commentRequired = 'Comment is required.';
export const commentMin = 'Comment must be 5 chars at least.';
export const timeoutMinDay = 'Minimum 1 day.';
export const reportReasonInput = 'Please input reason.';
export const moveSubforumRequired = 'Select subforum to move this post.';
export const moveCategoryRequired = 'Select category to move this post.';
export const reportSubmitted = 'report Submitted successfully!';
export const warnedMember = 'Warned the member successfully!';
export const timedOutMember = 'Timed out member successfully!';
export const bannedMember = 'Banned the member successfully!';
export const deletedContent = 'Deleted content successfully!';
export const reportIgnored = 'Ignored the report successfully!';
export const noReports = 'No Reports found.';
export const noLogs = 'No Logs found.';
export const reportOwnContent = 'You cannot report your own content.';
export const moderationTargetProtected = 'You cannot take this action on a member at or above your own access level.';
export const moderationSelf = 'You cannot take this action on yourself.';
export const reportMissing = 'This report does not exist.';
export const reportResolved = 'This report has already been resolved.';
export const auditEntryMissing = 'This audit log entry does not exist.';
export const undoUnavailable = 'This action cannot be undone.';
export const undoStale = 'This action can no longer be undone: what it changed has changed since.';
export const undoOutranked = 'Only staff at or above the access level of whoever took this action can undo it.';
export const warningMailSubject = (community: string) => `A warning from the staff of ${community}`;
export const warningMailBody = (community: string, reason: string) =>
  `The staff of ${community} issued you a warning: ${reason}`;

// gamification
export const leaderboardOff = 'The members leaderboard is turned off in this community.';
export const communityMembers = 'Community Members';
export const noMembersFound = 'No members found.';
// gamification: avatar frames and profile covers (member-forum §2.8, §4)
export const avatarFrames = 'Avatar Frames';
export const profileCovers = 'Profile Covers';
export const avatarFrameUnknown = 'This avatar frame does not exist.';
export const profileCoverUnknown = 'This profile cover does not exist.';
export const avatarFrameLocked = (requirement: string) => `This avatar frame is locked. ${requirement}.`;
export const profileCoverLocked = (requirement: string) => `This profile cover is locked. ${requirement}.`;
export const questMissing = 'Quest not found.';
export const questIncomplete = 'Complete every step of this quest before claiming it.';
export const questClaimed = 'This quest has already been claimed.';
export const questExpired = 'This quest has ended. Check your quests for new ones.';
export const questClaimedToast = (xp: number) => `Quest claimed! +${xp} XP`;
export const noQuests = 'No quests right now.';

// plan limits (owner-dashboard §2, §6): each names the lowest plan that allows the feature (rules/plan-features.ts)
export const statisticsPlan = (plan: string) => `Community statistics need the ${plan} plan or above.`;
export const customReactionsPlan = (plan: string) => `Custom reactions need the ${plan} plan or above.`;
export const customDomainPlan = (plan: string) => `A custom domain needs the ${plan} plan or above.`;
export const usersApiPlan = (plan: string) => `The Users API needs the ${plan} plan or above.`;
export const memberSubscriptionsPlan = (plan: string) => `Member subscriptions need the ${plan} plan or above.`;

// paid membership (owner-dashboard §3 Monetization, §5, §8; member-forum §2, §4, §8)
export const supporterPriceMinimum = (amount: string, currency: string) => `Minimum ${amount} ${currency}`;
export const supporterPriceMaximum = (amount: string, currency: string) => `Maximum ${amount} ${currency}`;
export const supporterCurrencyUnknown = 'Choose one of the listed currencies.';
export const payoutCountryUnknown = 'Choose one of the listed countries.';
export const payoutCountriesFailed = 'Something went wrong while loading countries list';
export const monetizationOwnerOnly = 'Only the owner can manage monetization.';
export const payoutsNotReady =
  'Your payout account cannot receive payouts yet. Finish its onboarding before enabling paid membership.';
export const payoutAccountMissing = 'Choose the country of your payout account to start its onboarding.';
export const supportersDisabled = 'This community does not sell a supporter subscription.';
export const supporterAlreadySubscribed = 'You are already subscribed to this community.';
export const supporterNotSubscribed = 'You have no subscription to this community to cancel.';
export const supporterAlreadyCancelling =
  'Your subscription is already set to end at the end of the period; resume it to keep it.';
export const supporterNotCancelling = 'Your subscription is not set to end, so there is nothing to resume.';
export const supporterSubscribedSuccess = 'You successfully subscribed to the community';
export const supporterPriceAppliesToNew = 'A new price applies to new subscribers; current subscribers keep theirs.';

// ── custom domains (owner-dashboard §5, §8) ────────────────────────────────────────────────────────────────────────
export const customDomainRequired = 'Domain name is required.';
export const customDomainInvalid = 'Enter correct Domain name';
export const customDomainPlatform = (base: string) =>
  `Addresses under ${base} belong to the platform; enter a domain you own.`;
export const customDomainAppLabel =
  'A domain starting with app. is kept for the owner app; use another name, such as community.example.com.';
export const customDomainTaken = 'This domain is already used by another community.';
export const customDomainExists = 'This community has a custom domain already; delete it before adding another.';
export const customDomainTooSoon = (date: string) => `You can change the custom domain again on ${date}.`;
export const customDomainDeleting = 'This domain is being deleted already.';
export const customDomainMissing = 'This community has no custom domain.';
export const certificateFailure = (reason: string) =>
  `The Certificate request fails with ${reason} reason, please check our help article to fix the problem!`;

// Lifetime codes (owner-dashboard §3 Redeem code, §5 Redeem codes, §9 Lifetime deal; member-forum §5 marketplace
// sign-up). The check's status texts are `This code is {status}` (rules/lifetime-codes.ts codeCheckMessage).
export const codeStatus = (status: string) => `This code is ${status}`;
export const codeInvalid = codeStatus('invalid');
export const codeRedeemed = codeStatus('redeemed');
export const codeRefunded = codeStatus('refunded');
export const codeEnteredTwice = 'You already entered this code';
export const codeAlreadyApplied = 'This code is already applied';
export const codesRequired = 'At least one code is required.';
export const codesTooMany = 'Enter at most 2 codes at a time.';
export const noCodes = 'No codes here yet';
export const noAvailableCodes = 'You have no available codes to apply.';
export const codesCommunityOwnerOnly = 'Only the community’s owner can apply lifetime codes to it.';
export const codesCommunityPremium = 'This community already has the lifetime Premium plan.';
export const codesUpgradeTarget = 'An upgrade to Premium applies to your lifetime Professional community.';
export const codesCommunitySubscribed = "Cancel the community's subscription before applying a lifetime plan.";
export const codesReservedAlready = 'Your codes are already reserved for your next community. Create it first.';
export const codesOperatorOnly = 'The codes operator secret is missing or wrong.';

// ── AI writing assist (owner-dashboard §4, §5, §7) ─────────────────────────────────────────────────────────────────
export const aiPromptTooShort = 'Too short, input 3 characters minimum';
export const aiPromptTooLong = 'Too long, input 250 characters maximum';
export const aiSelectionTooLong = 'The selected text is too long for the AI writer; select at most 5000 characters.';
export const aiTurnedOff = 'AI writing assist is turned off in this community.';
export const aiNotConfigured = 'AI assist is not configured on the local platform';
/** A deployment with no AI model configured (the local text names the local platform). */
export const aiNotDeployed = 'AI assist is not configured on this platform.';
export const aiUnavailable = 'The AI writer is not answering right now. Please try again in a moment.';
export const aiQuotaSpent = (perDay: number) =>
  `You have used all ${perDay} AI writing requests for today. Try again tomorrow.`;

// ── support chat identity (owner-dashboard §7) ─────────────────────────────────────────────────────────────────────
export const supportChatNotConfigured = 'The support chat is not configured on this platform.';
