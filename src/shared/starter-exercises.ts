// The starter exercise library (docs/starter-library.md): common exercises a new coach can add
// in one click. Categories are docs/product.md §9's built-in ones; descriptions are our own short words; no
// images or videos (nothing copyrighted), so the coach adds their own media later.
import type { BUILT_IN_CATEGORIES } from './exercise-categories.ts';

export interface StarterExercise {
  name: string;
  category: (typeof BUILT_IN_CATEGORIES)[number];
  muscleGroups: string[];
  equipment: string[];
  description: string;
}

const x = (name: string, category: StarterExercise['category'], muscleGroups: string[], equipment: string[], description: string): StarterExercise => ({
  name,
  category,
  muscleGroups,
  equipment,
  description,
});

export const STARTER_EXERCISES: readonly StarterExercise[] = [
  // Knee dominant
  x('Back Squat', 'Knee dominant', ['Quads', 'Glutes', 'Core'], ['Barbell', 'Rack'], 'Bar on the upper back; sit down between the heels and stand back up with a braced trunk.'),
  x('Front Squat', 'Knee dominant', ['Quads', 'Glutes', 'Upper back'], ['Barbell', 'Rack'], 'Bar resting on the front of the shoulders, elbows high, torso upright through the squat.'),
  x('Goblet Squat', 'Knee dominant', ['Quads', 'Glutes'], ['Dumbbell', 'Kettlebell'], 'Hold one weight at the chest and squat between the knees; a good first squat pattern.'),
  x('Bodyweight Squat', 'Knee dominant', ['Quads', 'Glutes'], ['Bodyweight'], 'Squat to a comfortable depth with arms forward for balance, heels down.'),
  x('Bulgarian Split Squat', 'Knee dominant', ['Quads', 'Glutes'], ['Bench', 'Dumbbell'], 'Rear foot on a bench, lower the back knee toward the floor and drive up through the front foot.'),
  x('Walking Lunge', 'Knee dominant', ['Quads', 'Glutes', 'Hamstrings'], ['Bodyweight', 'Dumbbell'], 'Step forward into a lunge, then bring the back foot through into the next step.'),
  x('Reverse Lunge', 'Knee dominant', ['Quads', 'Glutes'], ['Bodyweight', 'Dumbbell'], 'Step back into a lunge and return to standing; easier on the knees than a forward lunge.'),
  x('Step-Up', 'Knee dominant', ['Quads', 'Glutes'], ['Box', 'Dumbbell'], 'Step onto a box with the whole foot and stand tall without pushing off the back leg.'),
  x('Leg Press', 'Knee dominant', ['Quads', 'Glutes'], ['Machine'], 'Press the platform away with the whole foot, keeping the lower back on the pad.'),
  x('Leg Extension', 'Knee dominant', ['Quads'], ['Machine'], 'Straighten the knees against the pad under control and lower slowly.'),
  x('Wall Sit', 'Knee dominant', ['Quads'], ['Bodyweight'], 'Back against a wall with knees near a right angle; hold the position for time.'),
  // Hip dominant
  x('Conventional Deadlift', 'Hip dominant', ['Hamstrings', 'Glutes', 'Lower back'], ['Barbell'], 'Lift the bar from the floor with a flat back, pushing the floor away and finishing with the hips.'),
  x('Romanian Deadlift', 'Hip dominant', ['Hamstrings', 'Glutes'], ['Barbell', 'Dumbbell'], 'Soft knees, hinge at the hips and lower the weight along the legs until the hamstrings stretch.'),
  x('Trap Bar Deadlift', 'Hip dominant', ['Glutes', 'Quads', 'Hamstrings'], ['Trap bar'], 'Stand inside the hex bar and lift with a neutral grip; a friendlier deadlift for beginners.'),
  x('Hip Thrust', 'Hip dominant', ['Glutes', 'Hamstrings'], ['Barbell', 'Bench'], 'Upper back on a bench, drive the hips up until the body is level from shoulders to knees.'),
  x('Glute Bridge', 'Hip dominant', ['Glutes', 'Hamstrings'], ['Bodyweight'], 'Lying on the back with feet flat, lift the hips and squeeze the glutes at the top.'),
  x('Kettlebell Swing', 'Hip dominant', ['Glutes', 'Hamstrings', 'Core'], ['Kettlebell'], 'Hinge and snap the hips forward so the bell floats to chest height; the arms only guide it.'),
  x('Good Morning', 'Hip dominant', ['Hamstrings', 'Lower back'], ['Barbell'], 'Bar on the upper back, hinge forward with a flat back and return by driving the hips.'),
  x('Single-Leg Romanian Deadlift', 'Hip dominant', ['Hamstrings', 'Glutes'], ['Dumbbell', 'Kettlebell'], 'Balance on one leg and hinge, letting the free leg reach back in line with the torso.'),
  x('Lying Leg Curl', 'Hip dominant', ['Hamstrings'], ['Machine'], 'Curl the pad toward the glutes with hips pressed down, then lower under control.'),
  x('Back Extension', 'Hip dominant', ['Lower back', 'Glutes', 'Hamstrings'], ['Machine'], 'On a hyperextension bench, hinge down and rise until the body is in a straight line.'),
  // Horizontal pushing
  x(
    'Barbell Bench Press',
    'Horizontal pushing',
    ['Chest', 'Triceps', 'Front shoulders'],
    ['Barbell', 'Bench', 'Rack'],
    'Lower the bar to the mid-chest with shoulder blades pulled back and press it up.',
  ),
  x(
    'Dumbbell Bench Press',
    'Horizontal pushing',
    ['Chest', 'Triceps', 'Front shoulders'],
    ['Dumbbell', 'Bench'],
    'Press two dumbbells from chest level; a longer range and each side works on its own.',
  ),
  x(
    'Incline Dumbbell Press',
    'Horizontal pushing',
    ['Upper chest', 'Front shoulders', 'Triceps'],
    ['Dumbbell', 'Bench'],
    'On a bench set to about 30 degrees, press the dumbbells up over the upper chest.',
  ),
  x('Push-Up', 'Horizontal pushing', ['Chest', 'Triceps', 'Core'], ['Bodyweight'], 'Body in one straight line, lower the chest to the floor and push back up.'),
  x('Incline Push-Up', 'Horizontal pushing', ['Chest', 'Triceps'], ['Bench'], 'Hands on a bench or box to make the push-up easier while keeping the body straight.'),
  x('Dip', 'Horizontal pushing', ['Chest', 'Triceps'], ['Dip bars'], 'Lower between parallel bars until the shoulders are just below the elbows, then press up.'),
  x('Cable Chest Fly', 'Horizontal pushing', ['Chest'], ['Cable machine'], 'With a slight bend in the elbows, bring the handles together in a wide hugging arc.'),
  // Vertical pushing
  x('Overhead Press', 'Vertical pushing', ['Shoulders', 'Triceps', 'Core'], ['Barbell'], 'Standing, press the bar from the shoulders to overhead, moving the head through at the top.'),
  x('Seated Dumbbell Shoulder Press', 'Vertical pushing', ['Shoulders', 'Triceps'], ['Dumbbell', 'Bench'], 'Seated with back support, press the dumbbells from ear height to overhead.'),
  x('Half-Kneeling Landmine Press', 'Vertical pushing', ['Shoulders', 'Chest', 'Core'], ['Barbell', 'Landmine'], 'From half-kneeling, press the end of a landmine bar up and forward with one arm.'),
  x('Push Press', 'Vertical pushing', ['Shoulders', 'Triceps', 'Legs'], ['Barbell'], 'A short dip and drive of the legs helps the bar overhead; finish with locked arms.'),
  x('Pike Push-Up', 'Vertical pushing', ['Shoulders', 'Triceps'], ['Bodyweight'], 'Hips high in an inverted V, lower the head toward the floor between the hands.'),
  x('Lateral Raise', 'Vertical pushing', ['Side shoulders'], ['Dumbbell'], 'Raise the dumbbells out to the sides to shoulder height with a slight bend in the elbows.'),
  // Horizontal pulling
  x('Bent-Over Barbell Row', 'Horizontal pulling', ['Upper back', 'Lats', 'Biceps'], ['Barbell'], 'Hinged over with a flat back, row the bar to the lower ribs and lower it under control.'),
  x('One-Arm Dumbbell Row', 'Horizontal pulling', ['Lats', 'Upper back', 'Biceps'], ['Dumbbell', 'Bench'], 'One hand and knee on a bench, row the dumbbell toward the hip.'),
  x('Seated Cable Row', 'Horizontal pulling', ['Upper back', 'Lats', 'Biceps'], ['Cable machine'], 'Sit tall and pull the handle to the stomach, squeezing the shoulder blades together.'),
  x('Chest-Supported Row', 'Horizontal pulling', ['Upper back', 'Lats'], ['Dumbbell', 'Bench'], 'Lying face down on an incline bench, row the dumbbells without using the lower back.'),
  x('Inverted Row', 'Horizontal pulling', ['Upper back', 'Biceps', 'Core'], ['Barbell', 'Rack'], 'Hanging under a bar with a straight body, pull the chest up to the bar.'),
  x('Face Pull', 'Horizontal pulling', ['Rear shoulders', 'Upper back'], ['Cable machine', 'Rope'], 'Pull a rope toward the face with elbows high, turning the hands out at the end.'),
  x('Band Pull-Apart', 'Horizontal pulling', ['Rear shoulders', 'Upper back'], ['Resistance band'], 'Arms straight in front, pull the band apart until it touches the chest.'),
  // Vertical pulling
  x('Pull-Up', 'Vertical pulling', ['Lats', 'Biceps', 'Upper back'], ['Pull-up bar'], 'From a dead hang with an overhand grip, pull until the chin clears the bar.'),
  x('Chin-Up', 'Vertical pulling', ['Lats', 'Biceps'], ['Pull-up bar'], 'Like a pull-up with palms facing you, which brings in more of the biceps.'),
  x('Lat Pulldown', 'Vertical pulling', ['Lats', 'Biceps'], ['Cable machine'], 'Pull the bar to the upper chest, leading with the elbows, and let it rise under control.'),
  x('Assisted Pull-Up', 'Vertical pulling', ['Lats', 'Biceps'], ['Resistance band', 'Pull-up bar'], 'A band or machine takes part of the body weight so the full pull-up can be practised.'),
  x('Straight-Arm Pulldown', 'Vertical pulling', ['Lats'], ['Cable machine'], 'Arms nearly straight, sweep the bar from overhead down to the thighs.'),
  x('Dumbbell Biceps Curl', 'Vertical pulling', ['Biceps'], ['Dumbbell'], 'Elbows at the sides, curl the dumbbells up and lower them slowly.'),
  // Cardio
  x('Treadmill Run', 'Cardio', ['Legs', 'Heart and lungs'], ['Treadmill'], 'Steady running or intervals on the treadmill; set the pace and time in the plan.'),
  x('Stationary Bike', 'Cardio', ['Legs', 'Heart and lungs'], ['Exercise bike'], 'Low-impact cycling for steady work or intervals.'),
  x('Rowing Machine', 'Cardio', ['Legs', 'Back', 'Heart and lungs'], ['Rowing machine'], 'Drive with the legs, then lean back and pull the handle to the ribs; return in reverse order.'),
  x('Jump Rope', 'Cardio', ['Calves', 'Heart and lungs'], ['Jump rope'], 'Small quick jumps on the balls of the feet, turning the rope from the wrists.'),
  x('Burpee', 'Cardio', ['Full body', 'Heart and lungs'], ['Bodyweight'], 'Squat, jump the feet back to a plank, return and jump up with the arms overhead.'),
  x('Mountain Climber', 'Cardio', ['Core', 'Shoulders', 'Heart and lungs'], ['Bodyweight'], 'In a plank, drive the knees toward the chest one after the other at a quick pace.'),
  x('Brisk Walk', 'Cardio', ['Legs', 'Heart and lungs'], ['Bodyweight'], 'Walk at a pace where talking is possible but singing is not.'),
  // Stretch
  x('Hip Flexor Stretch', 'Stretch', ['Hip flexors'], ['Mat'], 'Half-kneeling, tuck the pelvis and shift forward until the front of the back hip stretches.'),
  x('Hamstring Stretch', 'Stretch', ['Hamstrings'], ['Mat'], 'Lying on the back, raise one straight leg with a strap or the hands until the back of the thigh stretches.'),
  x('Couch Stretch', 'Stretch', ['Quads', 'Hip flexors'], ['Bench', 'Mat'], 'Back shin up against a wall or bench, front foot forward, stand the torso up tall.'),
  x(
    "World's Greatest Stretch",
    'Stretch',
    ['Hips', 'Thoracic spine', 'Hamstrings'],
    ['Bodyweight'],
    'From a long lunge, place the hand inside the front foot and rotate the other arm to the ceiling.',
  ),
  x('Doorway Chest Stretch', 'Stretch', ['Chest', 'Front shoulders'], ['Bodyweight'], 'Forearm on a door frame, step through until the front of the chest stretches.'),
  x("Child's Pose", 'Stretch', ['Lower back', 'Lats'], ['Mat'], 'Kneel, sit back toward the heels and reach the arms forward along the floor.'),
  x('Cat-Cow', 'Stretch', ['Spine'], ['Mat'], 'On hands and knees, round and then arch the back slowly with the breath.'),
  // Foam roll
  x('Foam Roll Quads', 'Foam roll', ['Quads'], ['Foam roller'], 'Face down with the roller under the thighs, roll slowly from hip to just above the knee.'),
  x('Foam Roll Upper Back', 'Foam roll', ['Upper back', 'Thoracic spine'], ['Foam roller'], 'Roller across the upper back, hands behind the head, roll between the shoulder blades.'),
  x('Foam Roll Calves', 'Foam roll', ['Calves'], ['Foam roller'], 'Roller under the calves, lift the hips and roll from ankle to knee; cross the legs for more pressure.'),
  x('Foam Roll Glutes', 'Foam roll', ['Glutes'], ['Foam roller'], 'Sit on the roller with one ankle crossed over the other knee and lean into that side.'),
  x('Foam Roll Lats', 'Foam roll', ['Lats'], ['Foam roller'], 'Lying on the side with the arm overhead, roll along the side of the back under the armpit.'),
];
